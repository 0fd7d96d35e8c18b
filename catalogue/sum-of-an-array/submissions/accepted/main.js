// 200000 × 10^9 = 2·10^14 stays below 2^53: plain numbers are exact here.
const [n, ...values] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let sum = 0;
for (let i = 0; i < n; i++) sum += values[i];
console.log(String(sum));
