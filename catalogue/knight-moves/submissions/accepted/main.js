const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number).slice(1);
const dr = [1, 2, -1, -2, 1, 2, -1, -2], dc = [2, 1, 2, 1, -2, -1, -2, -1];
const out = [];
for (let i = 0; i < nums.length; i += 5) {
  const [n, r1, c1, r2, c2] = nums.slice(i, i + 5);
  const dist = new Int32Array((n + 1) * (n + 1)).fill(-1);
  const queue = new Int32Array(n * n + 1);
  let head = 0, tail = 0;
  dist[r1 * (n + 1) + c1] = 0;
  queue[tail++] = r1 * (n + 1) + c1;
  const goal = r2 * (n + 1) + c2;
  while (head < tail && dist[goal] < 0) {
    const cell = queue[head++], r = Math.floor(cell / (n + 1)), c = cell % (n + 1);
    for (let m = 0; m < 8; m++) {
      const nr = r + dr[m], nc = c + dc[m];
      if (nr >= 1 && nr <= n && nc >= 1 && nc <= n && dist[nr * (n + 1) + nc] < 0) {
        dist[nr * (n + 1) + nc] = dist[cell] + 1;
        queue[tail++] = nr * (n + 1) + nc;
      }
    }
  }
  out.push(dist[goal]);
}
console.log(out.join('\n'));
