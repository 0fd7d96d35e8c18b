const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const a = lines[1].trim().split(' ').map(Number);
const out = lines[2].trim().split(' ').map(Number).map((t) => {
  let i = 0, j = a.length - 1;
  while (i < j) {
    const s = a[i] + a[j];
    if (s === t) return 'YES';
    if (s < t) i++; else j--;
  }
  return 'NO';
});
console.log(out.join('\n'));
