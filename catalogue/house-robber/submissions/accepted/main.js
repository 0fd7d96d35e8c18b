const [n, ...d] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Totals stay below 2.5 * 10^13: exact in a double.
let take = 0, skip = 0;
for (const x of d) [take, skip] = [skip + x, Math.max(take, skip)];
console.log(String(Math.max(take, skip)));
