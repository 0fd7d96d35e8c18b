const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = lines[0].split(' ').map(Number);
const MOD = 1000000007;
const ways = new Array(c).fill(0);
for (let i = 0; i < r; i++) {
  const row = lines[1 + i];
  for (let j = 0; j < c; j++) {
    if (row[j] === '#') ways[j] = 0;
    else if (i === 0 && j === 0) ways[j] = 1;
    else if (j > 0) ways[j] = (ways[j] + ways[j - 1]) % MOD;
  }
}
console.log(String(ways[c - 1]));
