const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1).map(BigInt);
const upTo = (y) => y / 4n - y / 100n + y / 400n;
const out = [];
for (let i = 0; i < nums.length; i += 2) out.push(String(upTo(nums[i + 1]) - upTo(nums[i] - 1n)));
console.log(out.join('\n'));
