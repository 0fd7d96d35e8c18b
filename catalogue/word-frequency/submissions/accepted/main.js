const words = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1);
const counts = new Map();
for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
let best = null, most = 0;
for (const [w, c] of counts) if (c > most || (c === most && w < best)) { best = w; most = c; }
console.log(`${best} ${most}`);
