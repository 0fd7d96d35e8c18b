const xs = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1);
// Values up to 10^18 exceed 2^53: BigInt keeps every bit.
console.log(xs.map((x) => BigInt(x).toString(2).split('').filter((c) => c === '1').length).join('\n'));
