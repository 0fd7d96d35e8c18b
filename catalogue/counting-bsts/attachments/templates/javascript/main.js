const MOD = 1000000007n; // products of residues exceed 2^53: use BigInt
const n = Number(require('fs').readFileSync(0, 'utf8').trim());
// Print the number of binary search trees with keys 1..n, modulo MOD.
