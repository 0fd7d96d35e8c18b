const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const k = nums[1];
const seen = new Map([[0, 1]]);
let prefix = 0, count = 0;
for (let i = 2; i < nums.length; i++) {
  prefix ^= nums[i];
  count += seen.get(prefix ^ k) ?? 0;
  seen.set(prefix, (seen.get(prefix) ?? 0) + 1);
}
console.log(String(count));
