// K goes up to 10^18, past 2^53: read it as a BigInt so K mod N is exact.
const [first, second] = require('fs').readFileSync(0, 'utf8').trim().split('\n');
const [nText, kText] = first.trim().split(/\s+/);
const n = Number(nText);
const a = second.trim().split(/\s+/);
const shift = Number(BigInt(kText) % BigInt(n));
console.log([...a.slice(n - shift), ...a.slice(0, n - shift)].join(' '));
