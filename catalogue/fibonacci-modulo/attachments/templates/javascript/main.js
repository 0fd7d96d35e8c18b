const [q, ...rest] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (let i = 0; i < Number(q); i++) {
  const n = BigInt(rest[2 * i]), m = BigInt(rest[2 * i + 1]); // n exceeds 2^53
  // Print F(n) mod m.
}
