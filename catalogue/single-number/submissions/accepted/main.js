const [n, ...a] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Values stay below 2^30, so the 32-bit ^ is exact.
console.log(String(a.reduce((x, v) => x ^ v, 0)));
