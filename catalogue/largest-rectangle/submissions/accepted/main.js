const [n, ...h] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
h.push(0);
// Areas reach 2 * 10^14 at most: exact in a double.
const stack = [];
let best = 0;
for (let i = 0; i <= n; i++) {
  while (stack.length && h[stack[stack.length - 1]] >= h[i]) {
    const height = h[stack.pop()];
    const left = stack.length ? stack[stack.length - 1] + 1 : 0;
    best = Math.max(best, height * (i - left));
  }
  stack.push(i);
}
console.log(String(best));
