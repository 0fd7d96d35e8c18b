const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = nums[0];
const jobs = [];
for (let i = 0; i < n; i++) jobs.push([nums[1 + 2 * i], nums[2 + 2 * i]]);
jobs.sort((a, b) => a[0] - b[0]);
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
let total = 0;
for (const [d, p] of jobs) {
  push(p);
  total += p;
  if (heap.length > d) total -= pop();
}
console.log(String(total));
