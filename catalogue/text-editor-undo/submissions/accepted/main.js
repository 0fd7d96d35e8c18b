const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const doc = [], history = [], out = [];
for (let k = 1; k <= q; k++) {
  const [cmd, arg] = lines[k].trim().split(' ');
  if (cmd === 'type') {
    for (const c of arg) doc.push(c);
    history.push({ typed: arg.length });
  } else if (cmd === 'delete') {
    const n = Math.min(Number(arg), doc.length);
    history.push({ removed: doc.splice(doc.length - n, n) });
  } else if (cmd === 'undo') {
    const c = history.pop();
    if (!c) continue;
    if (c.typed !== undefined) doc.length -= c.typed;
    else for (const ch of c.removed) doc.push(ch);
  } else {
    const i = Number(arg);
    out.push(i <= doc.length ? doc[i - 1] : '?');
  }
}
process.stdout.write(out.map((s) => s + '\n').join(''));
