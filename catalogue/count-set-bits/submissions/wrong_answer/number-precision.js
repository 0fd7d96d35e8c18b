// Reads the numbers as doubles: above 2^53 the low bits are lost.
const xs = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1);
console.log(xs.map((x) => Number(x).toString(2).split('').filter((c) => c === '1').length).join('\n'));
