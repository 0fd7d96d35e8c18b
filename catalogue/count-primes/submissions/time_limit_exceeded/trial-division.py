# Tests every number of every range by trial division: far too slow for wide ranges.
import sys


def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


nums = list(map(int, sys.stdin.read().split()))[1:]
for l, r in zip(nums[::2], nums[1::2]):
    print(sum(1 for x in range(l, r + 1) if is_prime(x)))
