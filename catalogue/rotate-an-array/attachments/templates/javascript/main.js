const [first, second] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const [n, k] = first.trim().split(/\s+/).map(BigInt); // k can exceed 2^53
const a = second.trim().split(/\s+/).map(Number);
// Print a after k rotations to the right.
