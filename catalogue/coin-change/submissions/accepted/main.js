const [first, second] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const [, amount] = first.trim().split(/\s+/).map(Number);
const coins = second.trim().split(/\s+/).map(Number);
const best = new Array(amount + 1).fill(Infinity);
best[0] = 0;
for (let a = 1; a <= amount; a++) for (const c of coins) if (c <= a) best[a] = Math.min(best[a], best[a - c] + 1);
console.log(best[amount] === Infinity ? -1 : best[amount]);
