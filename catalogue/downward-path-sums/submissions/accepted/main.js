const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, k] = lines[0].trim().split(' ').map(Number);
const parent = new Int32Array(n + 1);
const children = Array.from({ length: n + 1 }, () => []);
const ps = lines[1].trim() ? lines[1].trim().split(' ').map(Number) : [];
for (let i = 2; i <= n; i++) { parent[i] = ps[i - 2]; children[parent[i]].push(i); }
const v = [0, ...lines[2].trim().split(' ').map(Number)];
// Running sums stay within 5 * 10^10: exact as doubles and as Map keys.
const sum = new Float64Array(n + 1);
const seen = new Map([[0, 1]]);
let count = 0;
const stack = [1];
while (stack.length) {
  const x = stack.pop();
  if (x < 0) { seen.set(sum[-x], seen.get(sum[-x]) - 1); continue; }
  sum[x] = (x === 1 ? 0 : sum[parent[x]]) + v[x];
  count += seen.get(sum[x] - k) ?? 0;
  seen.set(sum[x], (seen.get(sum[x]) ?? 0) + 1);
  stack.push(-x);
  for (const c of children[x]) stack.push(c);
}
console.log(String(count));
