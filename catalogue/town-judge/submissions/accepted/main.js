const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [n, m] = nums;
const score = new Int32Array(n + 1);
for (let i = 0; i < m; i++) { score[nums[2 + 2 * i]]--; score[nums[3 + 2 * i]]++; }
let judge = -1;
for (let i = 1; i <= n && judge < 0; i++) if (score[i] === n - 1) judge = i;
console.log(String(judge));
