const [n, ...values] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const a = Int32Array.from(values), buffer = new Int32Array(n);
const sortCount = (lo, hi) => {
  if (hi - lo < 2) return 0;
  const mid = (lo + hi) >> 1;
  let count = sortCount(lo, mid) + sortCount(mid, hi);
  let i = lo, j = mid, k = lo;
  while (i < mid || j < hi) {
    if (j === hi || (i < mid && a[i] <= a[j])) buffer[k++] = a[i++];
    else { count += mid - i; buffer[k++] = a[j++]; }
  }
  a.set(buffer.subarray(lo, hi), lo);
  return count;
};
// At most about 1.25 * 10^9 inversions: exact in a double.
console.log(String(sortCount(0, n)));
