const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1);
const root = (s) => {
  let total = 0;
  for (const c of s) total += c.charCodeAt(0) - 48;
  while (total >= 10) total = String(total).split('').reduce((a, c) => a + Number(c), 0);
  return total;
};
console.log(nums.map(root).join('\n'));
