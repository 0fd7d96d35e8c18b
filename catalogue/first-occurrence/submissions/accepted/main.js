const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const a = lines[1].trim().split(' ').map(Number);
const xs = lines[2].trim().split(' ').map(Number);
const out = xs.map((x) => {
  let lo = 0, hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] < x) lo = mid + 1; else hi = mid;
  }
  return lo < a.length && a[lo] === x ? lo + 1 : -1;
});
console.log(out.join(' '));
