const [n, ...s] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let top = -Infinity;
for (const x of s) if (x > top) top = x;  // a loop, not Math.max(...s): spreading 10^5 arguments overflows the stack
let second = -Infinity;
for (const x of s) if (x < top && x > second) second = x;
console.log(second === -Infinity ? 'NONE' : String(second));
