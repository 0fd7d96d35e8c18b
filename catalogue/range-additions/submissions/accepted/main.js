const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, q] = nums;
// Values stay within 2 * 10^11 in absolute value: exact in a double.
const diff = new Float64Array(n + 2);
for (let j = 0; j < q; j++) {
  diff[nums[2 + 3 * j]] += nums[4 + 3 * j];
  diff[nums[3 + 3 * j] + 1] -= nums[4 + 3 * j];
}
const out = [];
let running = 0;
for (let i = 1; i <= n; i++) out.push(String((running += diff[i])));
console.log(out.join(' '));
