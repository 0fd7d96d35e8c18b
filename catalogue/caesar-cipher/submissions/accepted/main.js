const [first, message] = require('fs').readFileSync(0, 'utf8').split('\n');
const s = Number(first) % 26;
const shifted = message.replace(/[a-zA-Z]/g, (ch) => {
  const base = ch <= 'Z' ? 65 : 97;
  return String.fromCharCode(((ch.charCodeAt(0) - base + s) % 26) + base);
});
console.log(shifted);
