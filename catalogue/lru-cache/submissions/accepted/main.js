const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [c, q] = lines[0].split(' ').map(Number);
// A Map iterates in insertion order: re-inserting a key makes it the most recent.
const cache = new Map();
const out = [];
for (let i = 1; i <= q; i++) {
  const [cmd, k, v] = lines[i].trim().split(' ');
  if (cmd === 'get') {
    if (!cache.has(k)) { out.push('-1'); continue; }
    const value = cache.get(k);
    cache.delete(k);
    cache.set(k, value);
    out.push(value);
  } else {
    cache.delete(k);
    cache.set(k, v);
    if (cache.size > c) cache.delete(cache.keys().next().value);
  }
}
process.stdout.write(out.map((s) => s + '\n').join(''));
