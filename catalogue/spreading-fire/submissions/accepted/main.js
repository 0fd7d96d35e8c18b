const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = lines[0].split(' ').map(Number);
const grid = lines.slice(1, r + 1);
const minute = new Int32Array(r * c).fill(-1), queue = new Int32Array(r * c);
let head = 0, tail = 0, last = 0;
for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) if (grid[i][j] === 'F') { minute[i * c + j] = 0; queue[tail++] = i * c + j; }
while (head < tail) {
  const cell = queue[head++], y = Math.floor(cell / c), x = cell % c;
  last = Math.max(last, minute[cell]);
  for (const [ny, nx] of [[y + 1, x], [y - 1, x], [y, x + 1], [y, x - 1]]) {
    if (ny >= 0 && ny < r && nx >= 0 && nx < c && grid[ny][nx] === 'T' && minute[ny * c + nx] < 0) {
      minute[ny * c + nx] = minute[cell] + 1;
      queue[tail++] = ny * c + nx;
    }
  }
}
let unreached = false;
for (let i = 0; i < r && !unreached; i++) for (let j = 0; j < c; j++) if (grid[i][j] === 'T' && minute[i * c + j] < 0) { unreached = true; break; }
console.log(String(unreached ? -1 : last));
