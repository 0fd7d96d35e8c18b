const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, q] = nums;
const LOG = 15;
const up = Array.from({ length: LOG }, () => new Int32Array(n + 1));
const depth = new Int32Array(n + 1);
up[0][1] = 1;
for (let i = 2; i <= n; i++) { up[0][i] = nums[i]; depth[i] = depth[up[0][i]] + 1; }
for (let k = 1; k < LOG; k++) for (let i = 1; i <= n; i++) up[k][i] = up[k - 1][up[k - 1][i]];
const out = [];
for (let t = 0, pos = n + 1; t < q; t++, pos += 2) {
  let u = nums[pos], v = nums[pos + 1];
  if (depth[u] < depth[v]) [u, v] = [v, u];
  for (let k = LOG - 1; k >= 0; k--) if (depth[u] - (1 << k) >= depth[v]) u = up[k][u];
  if (u !== v) {
    for (let k = LOG - 1; k >= 0; k--) if (up[k][u] !== up[k][v]) { u = up[k][u]; v = up[k][v]; }
    u = up[0][u];
  }
  out.push(u);
}
console.log(out.join('\n'));
