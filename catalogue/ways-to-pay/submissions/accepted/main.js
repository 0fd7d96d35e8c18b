const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, x] = nums;
const MOD = 1000000007;
const ways = new Int32Array(x + 1);
ways[0] = 1;
for (let i = 0; i < n; i++) {
  const c = nums[2 + i];
  for (let s = c; s <= x; s++) ways[s] = (ways[s] + ways[s - c]) % MOD;
}
console.log(String(ways[x]));
