const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = nums[0], d = nums.slice(1);
// Costs stay below 200 * 500^3 = 2.5 * 10^10: exact in a double.
const best = Array.from({ length: n }, () => new Float64Array(n));
for (let len = 2; len <= n; len++) {
  for (let i = 0; i + len - 1 < n; i++) {
    const j = i + len - 1;
    let b = Infinity;
    for (let k = i; k < j; k++) b = Math.min(b, best[i][k] + best[k + 1][j] + d[i] * d[k + 1] * d[j + 1]);
    best[i][j] = b;
  }
}
console.log(String(best[0][n - 1]));
