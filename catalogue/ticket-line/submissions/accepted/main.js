const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, k] = nums;
const t = nums.slice(2);
const want = t[k - 1];
// At most 2 * 10^13 minutes: exact in a double.
let total = 0;
for (let i = 0; i < n; i++) total += Math.min(t[i], i < k ? want : want - 1);
console.log(String(total));
