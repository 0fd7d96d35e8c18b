const TOP = 1000000;
const composite = new Uint8Array(TOP + 1);
const prefix = new Int32Array(TOP + 1);
for (let i = 2; i <= TOP; i++) {
  if (!composite[i]) for (let j = i * i; j <= TOP; j += i) composite[j] = 1;
  prefix[i] = prefix[i - 1] + (composite[i] ? 0 : 1);
}
const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const out = [];
for (let k = 0; k < nums[0]; k++) {
  const l = nums[1 + 2 * k], r = nums[2 + 2 * k];
  out.push(prefix[r] - prefix[l - 1]);
}
console.log(out.join('\n'));
