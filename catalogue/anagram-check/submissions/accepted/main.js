const words = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1);
const out = [];
for (let i = 0; i < words.length; i += 2) {
  const count = new Int32Array(26);
  for (const c of words[i]) count[c.charCodeAt(0) - 97]++;
  for (const c of words[i + 1]) count[c.charCodeAt(0) - 97]--;
  out.push(count.every((x) => x === 0) ? 'YES' : 'NO');
}
console.log(out.join('\n'));
