const [n, ...s] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const top = Math.max(...s);
let second = -Infinity;
for (const x of s) if (x < top && x > second) second = x;
console.log(second === -Infinity ? 'NONE' : String(second));
