const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, cap] = nums;
// Totals reach 10^11 at most: exact in a double.
const best = new Float64Array(cap + 1);
for (let i = 0; i < n; i++) {
  const w = nums[2 + 2 * i], v = nums[3 + 2 * i];
  for (let c = cap; c >= w; c--) if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
}
console.log(String(best[cap]));
