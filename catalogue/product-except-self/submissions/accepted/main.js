const [n, ...values] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Products of two numbers below 10^9 + 7 exceed 2^53: BigInt keeps them exact.
const MOD = 1000000007n;
const a = values.map((x) => BigInt(x) % MOD);
const left = new Array(n).fill(1n);
for (let i = 1; i < n; i++) left[i] = (left[i - 1] * a[i - 1]) % MOD;
const out = new Array(n);
let right = 1n;
for (let i = n - 1; i >= 0; i--) {
  out[i] = (left[i] * right) % MOD;
  right = (right * a[i]) % MOD;
}
console.log(out.join(' '));
