const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, q] = nums;
// Prefix sums stay within 2 * 10^13 in absolute value: exact in a double.
const prefix = new Float64Array(n + 1);
for (let i = 1; i <= n; i++) prefix[i] = prefix[i - 1] + nums[1 + i];
const out = [];
for (let k = 0; k < q; k++) {
  const l = nums[2 + n + 2 * k], r = nums[3 + n + 2 * k];
  out.push(String(prefix[r] - prefix[l - 1]));
}
console.log(out.join('\n'));
