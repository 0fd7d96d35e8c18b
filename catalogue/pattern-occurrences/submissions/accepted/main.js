const [t, p] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const m = p.length;
const fail = new Int32Array(m);
for (let i = 1, k = 0; i < m; i++) {
  while (k && p[i] !== p[k]) k = fail[k - 1];
  if (p[i] === p[k]) k++;
  fail[i] = k;
}
const starts = [];
for (let i = 0, k = 0; i < t.length; i++) {
  while (k && t[i] !== p[k]) k = fail[k - 1];
  if (t[i] === p[k]) k++;
  if (k === m) { starts.push(i - m + 2); k = fail[k - 1]; }
}
console.log(starts.length ? `${starts.length}\n${starts.join(' ')}` : '0');
