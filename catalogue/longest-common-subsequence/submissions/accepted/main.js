const [s, t] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const m = t.length;
let prev = new Int32Array(m + 1), cur = new Int32Array(m + 1);
for (let i = 0; i < s.length; i++) {
  const c = s.charCodeAt(i);
  for (let j = 1; j <= m; j++) {
    cur[j] = c === t.charCodeAt(j - 1) ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
  }
  [prev, cur] = [cur, prev];
}
console.log(String(prev[m]));
