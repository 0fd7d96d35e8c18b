const TOP = 1000001;
const countTree = new Int32Array(TOP + 1), sumTree = new Float64Array(TOP + 1);
const update = (s, c) => { for (let i = s + 1; i <= TOP; i += i & -i) { countTree[i] += c; sumTree[i] += c * s; } };
const countUpTo = (s) => { let r = 0; for (let i = s + 1; i > 0; i -= i & -i) r += countTree[i]; return r; };
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const score = new Map();
let players = 0, total = 0;
const out = [];
for (let t = 1; t <= q; t++) {
  const p = lines[t].trim().split(' ');
  if (p[0] === 'top') {
    const k = Number(p[1]);
    if (k >= players) { out.push(total); continue; }
    let below = players - k, pos = 0, sumBelow = 0;
    for (let step = 1 << 20; step > 0; step >>= 1) {
      if (pos + step <= TOP && countTree[pos + step] < below) { pos += step; below -= countTree[pos]; sumBelow += sumTree[pos]; }
    }
    out.push(total - sumBelow - below * pos);
    continue;
  }
  const name = p[1];
  if (!score.has(name)) { score.set(name, 0); players++; update(0, 1); }
  const s = score.get(name);
  if (p[0] === 'add') {
    const pts = Number(p[2]);
    update(s, -1);
    update(s + pts, 1);
    score.set(name, s + pts);
    total += pts;
  } else out.push(players - countUpTo(s) + 1);
}
console.log(out.join('\n'));
