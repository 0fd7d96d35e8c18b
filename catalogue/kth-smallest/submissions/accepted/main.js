const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const a = Float64Array.from(lines[1].trim().split(' ').map(Number)).sort();
console.log(lines[2].trim().split(' ').map((k) => a[Number(k) - 1]).join(' '));
