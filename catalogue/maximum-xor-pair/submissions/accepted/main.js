const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const left = new Int32Array(n * 30 + 1), right = new Int32Array(n * 30 + 1);
let nodes = 1, best = 0;
for (let i = 0; i < n; i++) {
  const x = a[i];
  if (i > 0) {
    let node = 0, value = 0;
    for (let b = 29; b >= 0; b--) {
      const bit = (x >> b) & 1;
      const opposite = bit ? left[node] : right[node];
      if (opposite) { value |= 1 << b; node = opposite; } else node = bit ? right[node] : left[node];
    }
    best = Math.max(best, value);
  }
  let node = 0;
  for (let b = 29; b >= 0; b--) {
    const side = (x >> b) & 1 ? right : left;
    if (!side[node]) side[node] = nodes++;
    node = side[node];
  }
}
console.log(String(best));
