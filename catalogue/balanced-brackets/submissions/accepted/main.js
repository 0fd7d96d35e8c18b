const words = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const open = { ')': '(', ']': '[', '}': '{' };
const balanced = (s) => {
  const stack = [];
  for (const c of s) {
    if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (stack.pop() !== open[c]) return false;
  }
  return stack.length === 0;
};
console.log(words.slice(1).map((s) => (balanced(s) ? 'YES' : 'NO')).join('\n'));
