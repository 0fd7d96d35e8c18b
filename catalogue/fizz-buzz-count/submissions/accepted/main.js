const n = BigInt(require('fs').readFileSync(0, 'utf8').trim());
const both = n / 15n;
console.log(`${n / 3n - both} ${n / 5n - both} ${both} ${n - n / 3n - n / 5n + both}`);
