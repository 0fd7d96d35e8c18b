import sys
from itertools import accumulate

TOP = 10**6
sieve = bytearray([1]) * (TOP + 1)
sieve[0] = sieve[1] = 0
for p in range(2, int(TOP**0.5) + 1):
    if sieve[p]:
        sieve[p * p::p] = bytearray(len(range(p * p, TOP + 1, p)))
prefix = list(accumulate(sieve))
nums = list(map(int, sys.stdin.read().split()))[1:]
sys.stdout.write("".join(f"{prefix[r] - prefix[l - 1]}\n" for l, r in zip(nums[::2], nums[1::2])))
