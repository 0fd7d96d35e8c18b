const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = nums[0];
const d = Array.from({ length: n }, (_, i) => nums.slice(1 + i * n, 1 + (i + 1) * n));
const full = 1 << n;
// best[mask * n + j]: shortest walk from 0 through mask, ending at j (lengths stay below 2^53).
const best = new Float64Array(full * n).fill(Infinity);
best[1 * n + 0] = 0;
for (let mask = 1; mask < full; mask += 2) {
  for (let j = 0; j < n; j++) {
    const cost = best[mask * n + j];
    if (cost === Infinity) continue;
    for (let k = 1; k < n; k++) {
      if (mask >> k & 1) continue;
      const at = (mask | 1 << k) * n + k;
      if (cost + d[j][k] < best[at]) best[at] = cost + d[j][k];
    }
  }
}
let answer = Infinity;
for (let j = 0; j < n; j++) answer = Math.min(answer, best[(full - 1) * n + j] + d[j][0]);
console.log(String(answer));
