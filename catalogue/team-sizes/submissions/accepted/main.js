const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = nums[0];
const manager = new Int32Array(n + 1);
const reports = Array.from({ length: n + 1 }, () => []);
for (let i = 2; i <= n; i++) { manager[i] = nums[i - 1]; reports[manager[i]].push(i); }
const order = [1];
for (let k = 0; k < order.length; k++) for (const y of reports[order[k]]) order.push(y);
const size = new Int32Array(n + 1).fill(1);
for (let k = n - 1; k > 0; k--) size[manager[order[k]]] += size[order[k]];
console.log(Array.from(size.subarray(1)).join(' '));
