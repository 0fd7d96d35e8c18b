const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(BigInt);
const gcd = (a, b) => { while (b) [a, b] = [b, a % b]; return a; };
const out = [];
for (let i = 1; i + 1 < nums.length; i += 2) {
  const g = gcd(nums[i], nums[i + 1]);
  out.push(`${g} ${(nums[i] / g) * nums[i + 1]}`);
}
console.log(out.join('\n'));
