const [n, ...v] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let candidate = 0, lead = 0;
for (const x of v) {
  if (lead === 0) { candidate = x; lead = 1; } else lead += x === candidate ? 1 : -1;
}
const count = v.filter((x) => x === candidate).length;
console.log(2 * count > n ? String(candidate) : 'NO MAJORITY');
