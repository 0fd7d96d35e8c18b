const [kText, s] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const k = Number(kText);
const count = new Int32Array(26);
let distinct = 0, left = 0, best = 0;
for (let right = 0; right < s.length; right++) {
  if (count[s.charCodeAt(right) - 97]++ === 0) distinct++;
  while (distinct > k) if (--count[s.charCodeAt(left++) - 97] === 0) distinct--;
  best = Math.max(best, right - left + 1);
}
console.log(String(best));
