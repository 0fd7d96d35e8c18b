const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const ones = new Array(30).fill(0);
for (const x of a) for (let b = 0; b < 30; b++) ones[b] += (x >> b) & 1;
// At most 30 * (5 * 10^4)^2 < 2^53: exact in a double.
console.log(String(ones.reduce((total, k) => total + k * (n - k), 0)));
