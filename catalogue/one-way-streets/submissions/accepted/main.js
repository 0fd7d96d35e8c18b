const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, m] = nums;
const adj = Array.from({ length: n + 1 }, () => []), radj = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) {
  const a = nums[2 + 2 * i], b = nums[3 + 2 * i];
  adj[a].push(b);
  radj[b].push(a);
}
const seen = new Uint8Array(n + 1), order = [];
for (let s = 1; s <= n; s++) {
  if (seen[s]) continue;
  seen[s] = 1;
  const stack = [[s, 0]];
  while (stack.length) {
    const top = stack[stack.length - 1], x = top[0];
    if (top[1] < adj[x].length) {
      const y = adj[x][top[1]++];
      if (!seen[y]) { seen[y] = 1; stack.push([y, 0]); }
    } else {
      order.push(x);
      stack.pop();
    }
  }
}
const comp = new Int32Array(n + 1);
let count = 0;
for (let k = n - 1; k >= 0; k--) {
  const s = order[k];
  if (comp[s]) continue;
  comp[s] = ++count;
  const stack = [s];
  while (stack.length) {
    const x = stack.pop();
    for (const y of radj[x]) if (!comp[y]) { comp[y] = count; stack.push(y); }
  }
}
console.log(String(count));
