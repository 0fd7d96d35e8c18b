// n goes up to 10^18, past 2^53: binary search on BigInt.
const [q, ...numbers] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const isqrt = (n) => {
  let lo = 0n, hi = 1000000001n;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (mid * mid <= n) lo = mid; else hi = mid;
  }
  return lo;
};
console.log(numbers.slice(0, Number(q)).map((n) => isqrt(BigInt(n)).toString()).join('\n'));
