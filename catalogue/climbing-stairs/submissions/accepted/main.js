const n = Number(require('fs').readFileSync(0, 'utf8').trim());
const MOD = 1000000007;
let a = 1, b = 1;
for (let i = 2; i <= n; i++) {
  const c = (a + b) % MOD;
  a = b;
  b = c;
}
console.log(String(b));
