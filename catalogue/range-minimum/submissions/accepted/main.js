const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, q] = nums;
const table = [Float64Array.from(nums.slice(2, 2 + n))];
for (let k = 1; 1 << k <= n; k++) {
  const prev = table[k - 1], half = 1 << (k - 1), row = new Float64Array(n - (1 << k) + 1);
  for (let i = 0; i < row.length; i++) row[i] = Math.min(prev[i], prev[i + half]);
  table.push(row);
}
const out = [];
for (let t = 0, pos = 2 + n; t < q; t++, pos += 2) {
  const l = nums[pos], r = nums[pos + 1];
  const k = 31 - Math.clz32(r - l + 1);
  out.push(Math.min(table[k][l - 1], table[k][r - (1 << k)]));
}
console.log(out.join('\n'));
