const s = require('fs').readFileSync(0, 'utf8').trim();
const n = s.length;
let best = 1;
for (let c = 0; c < 2 * n - 1; c++) {
  let l = c >> 1, r = l + (c & 1);
  while (l >= 0 && r < n && s.charCodeAt(l) === s.charCodeAt(r)) { l--; r++; }
  best = Math.max(best, r - l - 1);
}
console.log(String(best));
