const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const a = lines[1].trim().split(' ').map(Number);
const n = a.length;
const out = lines[2].trim().split(' ').map(Number).map((x) => {
  let lo = 0, hi = n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] === x) return mid + 1;
    if (a[lo] <= a[mid]) { if (a[lo] <= x && x < a[mid]) hi = mid - 1; else lo = mid + 1; }
    else if (a[mid] < x && x <= a[hi]) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
});
console.log(out.join(' '));
