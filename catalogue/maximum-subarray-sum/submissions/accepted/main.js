const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Sums stay below 2 * 10^13, well inside the exact range of a double.
let best = a[0], cur = a[0];
for (let i = 1; i < n; i++) {
  cur = Math.max(a[i], cur + a[i]);
  best = Math.max(best, cur);
}
console.log(String(best));
