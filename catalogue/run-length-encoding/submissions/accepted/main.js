const words = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).slice(1);
console.log(words.map((s) => s.replace(/(.)\1*/g, (run) => run[0] + run.length)).join('\n'));
