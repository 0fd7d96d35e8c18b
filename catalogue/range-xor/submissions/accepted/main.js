// Values reach 10^18, past 2^53 (and JavaScript's ^ works on 32 bits): BigInt throughout.
const [q, ...rest] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const prefixXor = (n) => (n < 0n ? 0n : [n, 1n, n + 1n, 0n][Number(n % 4n)]);
const out = [];
for (let i = 0; i < Number(q); i++) {
  const l = BigInt(rest[2 * i]), r = BigInt(rest[2 * i + 1]);
  out.push((prefixXor(r) ^ prefixXor(l - 1n)).toString());
}
console.log(out.join('\n'));
