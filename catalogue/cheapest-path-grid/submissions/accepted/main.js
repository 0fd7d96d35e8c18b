const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [r, c] = nums;
const best = new Float64Array(c);
for (let i = 0; i < r; i++) {
  for (let j = 0; j < c; j++) {
    const t = nums[2 + i * c + j];
    if (i === 0 && j === 0) best[j] = t;
    else if (i === 0) best[j] = best[j - 1] + t;
    else if (j === 0) best[j] += t;
    else best[j] = Math.min(best[j], best[j - 1]) + t;
  }
}
console.log(String(best[c - 1]));
