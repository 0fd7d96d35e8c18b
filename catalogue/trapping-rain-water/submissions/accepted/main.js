const [n, ...h] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
// Water stays below 2 * 10^14: exact in a double.
let l = 0, r = n - 1, leftMax = 0, rightMax = 0, water = 0;
while (l <= r) {
  if (h[l] <= h[r]) { leftMax = Math.max(leftMax, h[l]); water += leftMax - h[l++]; }
  else { rightMax = Math.max(rightMax, h[r]); water += rightMax - h[r--]; }
}
console.log(String(water));
