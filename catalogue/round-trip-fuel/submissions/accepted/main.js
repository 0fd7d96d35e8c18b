const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const n = Number(lines[0]);
const g = lines[1].trim().split(' ').map(Number), c = lines[2].trim().split(' ').map(Number);
let tank = 0, total = 0, start = 0;
for (let i = 0; i < n; i++) {
  const d = g[i] - c[i];
  tank += d;
  total += d;
  if (tank < 0) { start = i + 1; tank = 0; }
}
console.log(String(total < 0 ? -1 : start + 1));
