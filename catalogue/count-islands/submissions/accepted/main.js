const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [r, c] = lines[0].split(' ').map(Number);
const land = new Uint8Array(r * c);
for (let i = 0; i < r; i++) for (let j = 0; j < c; j++) land[i * c + j] = lines[1 + i][j] === '#' ? 1 : 0;
const queue = new Int32Array(r * c);
let islands = 0;
for (let start = 0; start < r * c; start++) {
  if (!land[start]) continue;
  islands++;
  let head = 0, tail = 0;
  land[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const cell = queue[head++], y = Math.floor(cell / c), x = cell % c;
    for (const [ny, nx] of [[y + 1, x], [y - 1, x], [y, x + 1], [y, x - 1]]) {
      if (ny >= 0 && ny < r && nx >= 0 && nx < c && land[ny * c + nx]) {
        land[ny * c + nx] = 0;
        queue[tail++] = ny * c + nx;
      }
    }
  }
}
console.log(String(islands));
