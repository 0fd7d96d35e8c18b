// Products of two residues exceed 2^53, so multiply in two halves to stay exact with doubles.
const MOD = 1000000007;
const mulmod = (a, b) => ((a * (b >>> 16)) % MOD * 65536 + a * (b & 65535)) % MOD;
const power = (a, b) => {
  let r = 1;
  for (; b > 0; b = Math.floor(b / 2), a = mulmod(a, a)) if (b % 2) r = mulmod(r, a);
  return r;
};
const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const q = nums[0];
let top = 0;
for (let i = 1; i <= 2 * q; i += 2) top = Math.max(top, nums[i]);
const fact = new Float64Array(top + 1), inv = new Float64Array(top + 1);
fact[0] = 1;
for (let i = 1; i <= top; i++) fact[i] = mulmod(fact[i - 1], i);
inv[top] = power(fact[top], MOD - 2);
for (let i = top; i > 0; i--) inv[i - 1] = mulmod(inv[i], i);
const out = [];
for (let i = 1; i <= 2 * q; i += 2) {
  const n = nums[i], k = nums[i + 1];
  out.push(mulmod(mulmod(fact[n], inv[k]), inv[n - k]));
}
console.log(out.join('\n'));
