const words = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1);
let prefix = words[0];
for (const w of words) {
  let k = 0;
  while (k < prefix.length && k < w.length && prefix[k] === w[k]) k++;
  prefix = prefix.slice(0, k);
}
console.log(prefix || 'NONE');
