const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const MOD = 1000000007n;

// Lucas: row r has prod(digit + 1) values not divisible by p (digits of r in base p).
// With n = d * p^i + rest: count(n) = d(d+1)/2 * T^i + (d + 1) * count(rest), T = p(p+1)/2.
// N goes up to 10^18, beyond exact doubles: BigInt throughout.
function countNotDivisible(n, p) {
  let f = 0n;
  let power = 1n;
  const t = ((p * (p + 1n)) / 2n) % MOD;
  while (n > 0n) {
    const d = n % p;
    n /= p;
    f = ((((d * (d + 1n)) / 2n) % MOD) * power + (d + 1n) * f) % MOD;
    power = (power * t) % MOD;
  }
  return f;
}

const q = Number(data[0]);
const out = [];
for (let i = 0; i < q; i++) out.push(countNotDivisible(BigInt(data[2 * i + 1]), BigInt(data[2 * i + 2])));
console.log(out.join('\n'));
