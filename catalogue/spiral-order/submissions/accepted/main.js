const nums = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const [r, c] = nums;
const at = (i, j) => nums[2 + i * c + j];
const out = [];
let top = 0, bottom = r - 1, left = 0, right = c - 1;
while (top <= bottom && left <= right) {
  for (let j = left; j <= right; j++) out.push(at(top, j));
  for (let i = top + 1; i <= bottom; i++) out.push(at(i, right));
  if (top < bottom) for (let j = right - 1; j >= left; j--) out.push(at(bottom, j));
  if (left < right) for (let i = bottom - 1; i > top; i--) out.push(at(i, left));
  top++; bottom--; left++; right--;
}
console.log(out.join(' '));
