const s = require('fs').readFileSync(0, 'utf8').trim();
// Print s reversed.
