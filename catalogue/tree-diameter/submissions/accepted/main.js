const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = nums[0];
const adj = Array.from({ length: n + 1 }, () => []);
for (let i = 1; i + 1 < nums.length; i += 2) {
  adj[nums[i]].push(nums[i + 1]);
  adj[nums[i + 1]].push(nums[i]);
}
const farthest = (start) => {
  const dist = new Int32Array(n + 1).fill(-1), queue = new Int32Array(n);
  let head = 0, tail = 0, last = start;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const x = queue[head++];
    last = x;
    for (const y of adj[x]) if (dist[y] < 0) { dist[y] = dist[x] + 1; queue[tail++] = y; }
  }
  return [last, dist[last]];
};
console.log(String(farthest(farthest(1)[0])[1]));
