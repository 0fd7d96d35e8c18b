// Products of two residues reach 10^18, past 2^53: BigInt keeps them exact.
const MOD = 1000000007n;
const n = Number(require('fs').readFileSync(0, 'utf8').trim());
const trees = [1n];
for (let size = 1; size <= n; size++) {
  let total = 0n;
  for (let left = 0; left < size; left++) total += trees[left] * trees[size - 1 - left];
  trees.push(total % MOD);
}
console.log(trees[n].toString());
