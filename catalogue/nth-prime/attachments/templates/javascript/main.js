const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
// Read the input from data, then print the answer.
