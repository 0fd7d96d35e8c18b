const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const meetings = [];
for (let i = 0; i < nums[0]; i++) meetings.push([nums[1 + 2 * i], nums[2 + 2 * i]]);
meetings.sort((a, b) => a[1] - b[1]);
let freeAt = -1, count = 0;
for (const [s, e] of meetings) if (s >= freeAt) { count++; freeAt = e; }
console.log(String(count));
