const [first, second] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const [k, amount] = first.trim().split(/\s+/).map(Number);
const coins = second.trim().split(/\s+/).map(Number);
// Print the fewest coins that add up to amount, or -1.
