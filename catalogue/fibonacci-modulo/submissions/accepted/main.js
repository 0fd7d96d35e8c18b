// n reaches 10^18 and products of residues 10^18: BigInt throughout.
const [q, ...rest] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const fib = (n, m) => {
  if (n === 0n) return [0n, 1n % m];
  const [a, b] = fib(n / 2n, m);
  const c = (a * ((2n * b - a + m) % m)) % m;
  const d = (a * a + b * b) % m;
  return n % 2n ? [d, (c + d) % m] : [c, d];
};
const out = [];
for (let i = 0; i < Number(q); i++) out.push(fib(BigInt(rest[2 * i]), BigInt(rest[2 * i + 1]))[0].toString());
console.log(out.join('\n'));
