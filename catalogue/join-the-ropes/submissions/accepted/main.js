const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Sorted lengths plus a queue of joined ropes (which come out in increasing order): no heap needed.
a.sort((x, y) => x - y);
const joined = [];
let i = 0, j = 0, cost = 0;
const next = () => (j >= joined.length || (i < a.length && a[i] <= joined[j]) ? a[i++] : joined[j++]);
for (let k = 1; k < n; k++) {
  const x = next() + next();
  cost += x;
  joined.push(x);
}
console.log(String(cost));
