const [q, ...numbers] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
for (const text of numbers.slice(0, Number(q))) {
  const n = BigInt(text); // n can exceed 2^53
  // Print the largest r with r * r <= n.
}
