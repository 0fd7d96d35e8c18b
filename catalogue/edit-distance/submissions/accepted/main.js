const [s, t] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const m = t.length;
let prev = new Int32Array(m + 1).map((_, j) => j), cur = new Int32Array(m + 1);
for (let i = 1; i <= s.length; i++) {
  cur[0] = i;
  for (let j = 1; j <= m; j++) {
    const replace = prev[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1);
    cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, replace);
  }
  [prev, cur] = [cur, prev];
}
console.log(String(prev[m]));
