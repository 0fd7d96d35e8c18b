const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, c] = nums;
const x = Float64Array.from(nums.slice(2)).sort();
const fits = (d) => {
  let count = 1, last = x[0];
  for (let i = 1; i < n && count < c; i++) if (x[i] - last >= d) { count++; last = x[i]; }
  return count >= c;
};
let lo = 1, hi = x[n - 1] - x[0];
while (lo < hi) {
  const mid = Math.floor((lo + hi + 1) / 2);
  if (fits(mid)) lo = mid; else hi = mid - 1;
}
console.log(String(lo));
