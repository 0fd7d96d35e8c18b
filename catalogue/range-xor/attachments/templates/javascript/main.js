const [q, ...rest] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (let i = 0; i < Number(q); i++) {
  const l = BigInt(rest[2 * i]), r = BigInt(rest[2 * i + 1]); // values exceed 2^53
  // Print l ^ (l + 1) ^ ... ^ r.
}
