const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [rows, cols] = lines[0].trim().split(/\s+/).map(Number);
const grid = lines.slice(1, rows + 1).map((line) => line.trim());
const dist = grid.map((row) => new Array(cols).fill(-1));
const queue = [];
for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (grid[r][c] === 'S') { dist[r][c] = 0; queue.push([r, c]); }
let answer = -1;
for (let head = 0; head < queue.length; head++) {
  const [r, c] = queue[head];
  if (grid[r][c] === 'E') { answer = dist[r][c]; break; }
  for (const [nr, nc] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] === '#' || dist[nr][nc] !== -1) continue;
    dist[nr][nc] = dist[r][c] + 1;
    queue.push([nr, nc]);
  }
}
console.log(answer);
