const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [rows, cols] = lines[0].trim().split(/\s+/).map(Number);
const grid = lines.slice(1, rows + 1).map((line) => line.trim());
// Print the fewest moves from S to E, or -1.
