const [n, ...p] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let best = 0, low = p[0];
for (let i = 1; i < n; i++) {
  best = Math.max(best, p[i] - low);
  low = Math.min(low, p[i]);
}
console.log(String(best));
