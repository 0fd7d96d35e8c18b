const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [c, q] = lines[0].split(' ').map(Number);
// A doubly linked list of slots, most recent at the head, and a Map from key to slot. (Evicting
// with map.keys().next() is slow in V8: deleted entries stay in the table, and the iterator steps
// over all of them on every eviction.)
const slotOf = new Map();
const keyAt = new Array(c + 1);
const valueAt = new Array(c + 1);
const prev = new Int32Array(c + 1);
const next = new Int32Array(c + 1);
prev[0] = next[0] = 0; // slot 0 is the sentinel: next[0] is the most recent, prev[0] the oldest
let used = 0;
const unlink = (s) => { next[prev[s]] = next[s]; prev[next[s]] = prev[s]; };
const pushFront = (s) => { prev[s] = 0; next[s] = next[0]; prev[next[0]] = s; next[0] = s; };
const out = [];
for (let i = 1; i <= q; i++) {
  const [cmd, k, v] = lines[i].trim().split(' ');
  let s = slotOf.get(k);
  if (cmd === 'get') {
    if (s === undefined) { out.push('-1'); continue; }
    unlink(s);
    pushFront(s);
    out.push(valueAt[s]);
  } else if (s !== undefined) {
    valueAt[s] = v;
    unlink(s);
    pushFront(s);
  } else {
    if (used < c) {
      s = ++used;
    } else {
      s = prev[0];
      unlink(s);
      slotOf.delete(keyAt[s]);
    }
    keyAt[s] = k;
    valueAt[s] = v;
    slotOf.set(k, s);
    pushFront(s);
  }
}
process.stdout.write(out.map((s) => s + '\n').join(''));
