const values = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1).map(Number);
console.log(String(new Set(values).size));
