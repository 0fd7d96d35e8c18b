const xs = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1).map(BigInt);
console.log(xs.map((x) => (x > 0n && (x & (x - 1n)) === 0n ? 'YES' : 'NO')).join('\n'));
