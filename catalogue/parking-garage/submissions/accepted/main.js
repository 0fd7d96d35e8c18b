class MinHeap {
  constructor(items) { this.a = items; }
  get size() { return this.a.length; }
  push(x) {
    const a = this.a;
    a.push(x);
    for (let i = a.length - 1; i > 0;) {
      const p = (i - 1) >> 1;
      if (a[p] <= a[i]) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
  }
  pop() {
    const a = this.a, top = a[0], last = a.pop();
    if (a.length) {
      a[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1, r = l + 1;
        let s = i;
        if (l < a.length && a[l] < a[s]) s = l;
        if (r < a.length && a[r] < a[s]) s = r;
        if (s === i) break;
        [a[s], a[i]] = [a[i], a[s]];
        i = s;
      }
    }
    return top;
  }
}

class Garage {
  constructor(n) {
    this.free = new MinHeap(Array.from({ length: n }, (_, i) => i + 1));
    this.spotOf = new Map();
  }
  park(plate) {
    if (this.spotOf.has(plate)) return 'ALREADY PARKED';
    if (!this.free.size) return 'FULL';
    const spot = this.free.pop();
    this.spotOf.set(plate, spot);
    return String(spot);
  }
  leave(plate) {
    if (!this.spotOf.has(plate)) return 'NOT FOUND';
    const spot = this.spotOf.get(plate);
    this.spotOf.delete(plate);
    this.free.push(spot);
    return String(spot);
  }
  where(plate) { return this.spotOf.has(plate) ? String(this.spotOf.get(plate)) : 'NOT FOUND'; }
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, q] = lines[0].split(' ').map(Number);
const garage = new Garage(n);
const out = [];
for (let i = 1; i <= q; i++) {
  const [cmd, plate] = lines[i].trim().split(' ');
  out.push(garage[cmd](plate));
}
process.stdout.write(out.map((s) => s + '\n').join(''));
