const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1).map(BigInt);
const power = (a, b, m) => {
  let result = 1n % m;
  a %= m;
  while (b > 0n) {
    if (b & 1n) result = (result * a) % m;
    a = (a * a) % m;
    b >>= 1n;
  }
  return result;
};
const out = [];
for (let i = 0; i < nums.length; i += 3) out.push(String(power(nums[i], nums[i + 1], nums[i + 2])));
console.log(out.join('\n'));
