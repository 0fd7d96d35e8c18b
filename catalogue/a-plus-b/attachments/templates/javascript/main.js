const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Print the sum of a and b.
