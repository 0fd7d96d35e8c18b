const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, m] = nums;
const adj = Array.from({ length: n + 1 }, () => []);
for (let i = 0; i < m; i++) adj[nums[2 + 3 * i]].push([nums[3 + 3 * i], nums[4 + 3 * i]]);
// Costs stay below 10^13: exact in a double. A binary heap of [cost, city].
const heap = [[0, 1]];
const push = (item) => {
  heap.push(item);
  for (let i = heap.length - 1; i > 0;) {
    const p = (i - 1) >> 1;
    if (heap[p][0] <= heap[i][0]) break;
    [heap[p], heap[i]] = [heap[i], heap[p]];
    i = p;
  }
};
const pop = () => {
  const top = heap[0], last = heap.pop();
  if (heap.length) {
    heap[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1, r = l + 1;
      let s = i;
      if (l < heap.length && heap[l][0] < heap[s][0]) s = l;
      if (r < heap.length && heap[r][0] < heap[s][0]) s = r;
      if (s === i) break;
      [heap[s], heap[i]] = [heap[i], heap[s]];
      i = s;
    }
  }
  return top;
};
const dist = new Array(n + 1).fill(-1);
while (heap.length) {
  const [d, x] = pop();
  if (dist[x] >= 0) continue;
  dist[x] = d;
  for (const [y, c] of adj[x]) if (dist[y] < 0) push([d + c, y]);
}
console.log(dist.slice(1).join(' '));
