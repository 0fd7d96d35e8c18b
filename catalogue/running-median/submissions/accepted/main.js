class Heap {
  constructor(before) { this.items = []; this.before = before; }
  get size() { return this.items.length; }
  peek() { return this.items[0]; }
  push(x) {
    const a = this.items;
    a.push(x);
    for (let i = a.length - 1; i > 0;) {
      const p = (i - 1) >> 1;
      if (!this.before(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop() {
    const a = this.items, top = a[0], last = a.pop();
    if (a.length) {
      a[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && this.before(a[l], a[m])) m = l;
        if (r < a.length && this.before(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const low = new Heap((x, y) => x > y), high = new Heap((x, y) => x < y);
const out = [];
for (const x of a) {
  if (!low.size || x <= low.peek()) low.push(x); else high.push(x);
  if (low.size > high.size + 1) high.push(low.pop());
  else if (high.size > low.size) low.push(high.pop());
  out.push(low.peek());
}
console.log(out.join(' '));
