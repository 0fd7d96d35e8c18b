const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, t] = nums;
const a = nums.slice(2);
// Sums stay within 4 * 10^10 in absolute value: exact in a double.
const sums = (values) => {
  const out = new Float64Array(1 << values.length);
  let size = 1;
  for (const x of values) {
    for (let i = 0; i < size; i++) out[size + i] = out[i] + x;
    size *= 2;
  }
  return out;
};
const left = sums(a.slice(0, n >> 1)), right = sums(a.slice(n >> 1)).sort();
const lower = (want, strict) => {
  let lo = 0, hi = right.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (right[mid] < want || (!strict && right[mid] === want)) lo = mid + 1; else hi = mid;
  }
  return lo;
};
let count = 0;
for (const s of left) count += lower(t - s, false) - lower(t - s, true);
console.log(String(count));
