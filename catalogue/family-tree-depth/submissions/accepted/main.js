const [n, ...p] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const children = Array.from({ length: n + 1 }, () => []);
let root = 0;
p.forEach((parent, i) => { if (parent === 0) root = i + 1; else children[parent].push(i + 1); });
let generations = 0, level = [root];
while (level.length) {
  generations++;
  const next = [];
  for (const x of level) for (const c of children[x]) next.push(c);
  level = next;
}
console.log(String(generations));
