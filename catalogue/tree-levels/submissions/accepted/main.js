const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const sums = [];
let level = [1];
while (level.length) {
  let sum = 0;
  const next = [];
  for (const x of level) {
    sum += x;
    if (nums[2 * x - 1]) next.push(nums[2 * x - 1]);
    if (nums[2 * x]) next.push(nums[2 * x]);
  }
  sums.push(sum);
  level = next;
}
console.log(sums.join(' '));
