const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = nums[0];
const arrive = new Float64Array(n), depart = new Float64Array(n);
for (let i = 0; i < n; i++) { arrive[i] = nums[1 + 2 * i]; depart[i] = nums[2 + 2 * i]; }
arrive.sort();
depart.sort();
let used = 0, best = 0, j = 0;
for (let i = 0; i < n; i++) {
  while (depart[j] < arrive[i]) { used--; j++; }
  used++;
  best = Math.max(best, used);
}
console.log(String(best));
