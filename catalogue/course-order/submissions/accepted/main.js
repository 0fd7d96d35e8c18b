const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, m] = nums;
const after = Array.from({ length: n + 1 }, () => []);
const need = new Int32Array(n + 1);
for (let i = 0; i < m; i++) { after[nums[2 + 2 * i]].push(nums[3 + 2 * i]); need[nums[3 + 2 * i]]++; }
const heap = [];
const push = (x) => {
  heap.push(x);
  for (let i = heap.length - 1; i > 0;) { const p = (i - 1) >> 1; if (heap[p] <= heap[i]) break; [heap[p], heap[i]] = [heap[i], heap[p]]; i = p; }
};
const pop = () => {
  const top = heap[0], last = heap.pop();
  if (heap.length) {
    heap[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1, r = l + 1;
      let s = i;
      if (l < heap.length && heap[l] < heap[s]) s = l;
      if (r < heap.length && heap[r] < heap[s]) s = r;
      if (s === i) break;
      [heap[s], heap[i]] = [heap[i], heap[s]];
      i = s;
    }
  }
  return top;
};
for (let i = 1; i <= n; i++) if (need[i] === 0) push(i);
const order = [];
while (heap.length) {
  const x = pop();
  order.push(x);
  for (const y of after[x]) if (--need[y] === 0) push(y);
}
console.log(order.length === n ? order.join(' ') : 'IMPOSSIBLE');
