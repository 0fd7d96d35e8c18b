const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const spans = [];
for (let i = 0; i < nums[0]; i++) spans.push([nums[1 + 2 * i], nums[2 + 2 * i]]);
spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
const merged = [];
for (const [l, r] of spans) {
  const last = merged[merged.length - 1];
  if (last && l <= last[1]) last[1] = Math.max(last[1], r);
  else merged.push([l, r]);
}
console.log([String(merged.length), ...merged.map(([l, r]) => `${l} ${r}`)].join('\n'));
