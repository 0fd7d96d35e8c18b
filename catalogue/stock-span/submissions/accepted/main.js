const [n, ...p] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const stack = [], out = [];
for (let i = 0; i < n; i++) {
  while (stack.length && p[stack[stack.length - 1]] <= p[i]) stack.pop();
  out.push(stack.length ? i - stack[stack.length - 1] : i + 1);
  stack.push(i);
}
console.log(out.join(' '));
