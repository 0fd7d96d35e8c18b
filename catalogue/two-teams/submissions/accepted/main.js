const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, m] = nums;
const adj = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) { adj[nums[2 + 2 * i]].push(nums[3 + 2 * i]); adj[nums[3 + 2 * i]].push(nums[2 + 2 * i]); }
const team = new Int8Array(n + 1).fill(-1);
let ok = true;
for (let s = 1; s <= n && ok; s++) {
  if (team[s] >= 0) continue;
  team[s] = 0;
  const queue = [s];
  for (let h = 0; h < queue.length && ok; h++) {
    const x = queue[h];
    for (const y of adj[x]) {
      if (team[y] < 0) { team[y] = 1 - team[x]; queue.push(y); }
      else if (team[y] === team[x]) { ok = false; break; }
    }
  }
}
console.log(ok ? 'YES' : 'NO');
