class Settings {
  constructor() { this.history = new Map(); }
  set(key, value, t) {
    if (!this.history.has(key)) this.history.set(key, { times: [], values: [] });
    const h = this.history.get(key);
    h.times.push(t);
    h.values.push(value);
  }
  get(key, t) {
    const h = this.history.get(key);
    if (!h) return 'NONE';
    let lo = 0, hi = h.times.length;  // the number of sets at or before t
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (h.times[mid] <= t) lo = mid + 1; else hi = mid;
    }
    return lo ? h.values[lo - 1] : 'NONE';
  }
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const settings = new Settings();
const out = [];
for (let i = 1; i <= q; i++) {
  const p = lines[i].trim().split(' ');
  if (p[0] === 'set') settings.set(p[1], p[2], Number(p[3]));
  else out.push(settings.get(p[1], Number(p[2])));
}
process.stdout.write(out.map((s) => s + '\n').join(''));
