const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const LIMIT = 15485863; // the 10^6-th prime

const composite = new Uint8Array(LIMIT + 1);
const primes = new Int32Array(1000000);
let count = 0;
for (let i = 2; i <= LIMIT; i++) {
  if (composite[i]) continue;
  primes[count++] = i;
  if (i * i <= LIMIT) for (let j = i * i; j <= LIMIT; j += i) composite[j] = 1;
}
const q = data[0];
const out = [];
for (let k = 1; k <= q; k++) out.push(primes[data[k] - 1]);
console.log(out.join('\n'));
