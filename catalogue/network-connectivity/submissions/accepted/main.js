const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const n = Number(data[0]), q = Number(data[1]);
const parent = new Int32Array(n + 1).map((_, i) => i);
const size = new Int32Array(n + 1).fill(1);
const find = (x) => {
  while (parent[x] !== x) { parent[x] = parent[parent[x]]; x = parent[x]; }
  return x;
};
const out = [];
for (let i = 0; i < q; i++) {
  let a = find(Number(data[3 + 3 * i])), b = find(Number(data[4 + 3 * i]));
  if (data[2 + 3 * i] === 'link') {
    if (a !== b) {
      if (size[a] < size[b]) [a, b] = [b, a];
      parent[b] = a;
      size[a] += size[b];
    }
  } else out.push(a === b ? 'YES' : 'NO');
}
console.log(out.join('\n'));
