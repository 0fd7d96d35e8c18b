const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, q] = lines[0].split(' ').map(Number);
const a = [0, ...lines[1].trim().split(' ').map(Number)];
// Sums stay within 2 * 10^13 in absolute value: exact in a double.
const tree = new Float64Array(n + 1);
for (let i = 1; i <= n; i++) for (let j = i; j <= n; j += j & -j) tree[j] += a[i];
const prefix = (i) => { let s = 0; for (; i > 0; i -= i & -i) s += tree[i]; return s; };
const out = [];
for (let k = 2; k < 2 + q; k++) {
  const [cmd, xs, ys] = lines[k].trim().split(' ');
  const x = Number(xs), y = Number(ys);
  if (cmd === 'set') {
    const delta = y - a[x];
    a[x] = y;
    for (let j = x; j <= n; j += j & -j) tree[j] += delta;
  } else out.push(String(prefix(y) - prefix(x - 1)));
}
process.stdout.write(out.map((s) => s + '\n').join(''));
