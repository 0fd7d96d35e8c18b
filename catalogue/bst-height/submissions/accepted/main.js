const [n, ...keys] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Offline: sort the keys once, then link neighbours as keys arrive, deleting in reverse order
// (a doubly linked list over the sorted keys, processed backwards, gives each key's neighbours
// among the keys inserted before it).
const sorted = [...keys].sort((a, b) => a - b);
const rank = new Map(sorted.map((k, i) => [k, i]));
const prev = new Int32Array(n), next = new Int32Array(n);
for (let i = 0; i < n; i++) { prev[i] = i - 1; next[i] = i + 1 < n ? i + 1 : -1; }
const below = new Int32Array(n), above = new Int32Array(n);
for (let t = n - 1; t >= 0; t--) {
  const r = rank.get(keys[t]);
  below[t] = prev[r];
  above[t] = next[r];
  if (prev[r] >= 0) next[prev[r]] = next[r];
  if (next[r] >= 0) prev[next[r]] = prev[r];
}
const depth = new Int32Array(n);
let best = 0;
for (let t = 0; t < n; t++) {
  const r = rank.get(keys[t]);
  const d = 1 + Math.max(below[t] >= 0 ? depth[below[t]] : 0, above[t] >= 0 ? depth[above[t]] : 0);
  depth[r] = d;
  best = Math.max(best, d);
}
console.log(String(best));
