const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const stack = [], mins = [], out = [];
for (let i = 1; i <= q; i++) {
  const [cmd, arg] = lines[i].trim().split(' ');
  if (cmd === 'push') {
    const x = Number(arg);
    stack.push(x);
    mins.push(mins.length === 0 ? x : Math.min(x, mins[mins.length - 1]));
  } else if (cmd === 'pop') {
    if (stack.length === 0) out.push('EMPTY');
    else { stack.pop(); mins.pop(); }
  } else if (cmd === 'top') {
    out.push(stack.length === 0 ? 'EMPTY' : String(stack[stack.length - 1]));
  } else {
    out.push(mins.length === 0 ? 'EMPTY' : String(mins[mins.length - 1]));
  }
}
process.stdout.write(out.map((l) => l + '\n').join(''));
