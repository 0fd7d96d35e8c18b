const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const k = nums[1];
const seen = new Map();
let pairs = 0;
for (let i = 2; i < nums.length; i++) {
  const x = nums[i];
  pairs += seen.get(k - x) ?? 0;
  seen.set(x, (seen.get(x) ?? 0) + 1);
}
console.log(String(pairs));
