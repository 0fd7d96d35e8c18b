const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, k] = nums;
const a = nums.slice(2);
const window = new Int32Array(n);
let head = 0, tail = 0;
const out = [];
for (let i = 0; i < n; i++) {
  while (tail > head && a[window[tail - 1]] <= a[i]) tail--;
  window[tail++] = i;
  if (window[head] <= i - k) head++;
  if (i >= k - 1) out.push(a[window[head]]);
}
console.log(out.join(' '));
