const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const tails = [];
for (const x of a) {
  let lo = 0, hi = tails.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tails[mid] < x) lo = mid + 1; else hi = mid;
  }
  tails[lo] = x;
}
console.log(String(tails.length));
