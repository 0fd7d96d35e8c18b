const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = nums[0];
const jobs = [];
for (let i = 0; i < n; i++) jobs.push([nums[1 + 3 * i], nums[2 + 3 * i], nums[3 + 3 * i]]);
jobs.sort((a, b) => a[1] - b[1]);
// Totals stay below 2 * 10^11: exact in a double.
const best = new Float64Array(n + 1);
for (let k = 1; k <= n; k++) {
  const [s, , p] = jobs[k - 1];
  let lo = 0, hi = k - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (jobs[mid][1] <= s) lo = mid + 1; else hi = mid;
  }
  best[k] = Math.max(best[k - 1], best[lo] + p);
}
console.log(String(best[n]));
