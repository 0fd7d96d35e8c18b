const [n, ...s] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let jumps = 0, reach = 0, frontier = 0, stuck = false;
for (let i = 0; i < n - 1; i++) {
  reach = Math.max(reach, i + s[i]);
  if (i === frontier) {
    if (reach <= i) { stuck = true; break; }
    jumps++;
    frontier = reach;
    if (frontier >= n - 1) break;
  }
}
console.log(String(stuck ? -1 : jumps));
