const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const ans = new Array(n).fill(-1);
const stack = [];
for (let i = 0; i < n; i++) {
  while (stack.length && a[stack[stack.length - 1]] < a[i]) ans[stack.pop()] = a[i];
  stack.push(i);
}
console.log(ans.join(' '));
