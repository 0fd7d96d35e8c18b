const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const MAX_N = 1000000;

// s(n): walk from n until the value drops below n, then add the known s of that value.
// The values met stay below 2^53, so plain numbers are exact.
const steps = new Int32Array(MAX_N + 1);
for (let n = 2; n <= MAX_N; n++) {
  let m = n;
  let c = 0;
  while (m >= n) {
    m = m % 2 === 0 ? m / 2 : 3 * m + 1;
    c++;
  }
  steps[n] = c + steps[m];
}
const prefix = new Float64Array(MAX_N + 1);
for (let n = 1; n <= MAX_N; n++) prefix[n] = prefix[n - 1] + steps[n];

const q = data[0];
const out = [];
for (let i = 0; i < q; i++) {
  const l = data[2 * i + 1];
  const r = data[2 * i + 2];
  out.push(prefix[r] - prefix[l - 1]);
}
console.log(out.join('\n'));
