# Leaves out the empty subset.
import sys
from collections import Counter

nums = list(map(int, sys.stdin.read().split()))
n, t = nums[0], nums[1]
a = nums[2:]


def sums(values):
    out = [0]
    for v in values:
        out += [s + v for s in out]
    return out


right = Counter(sums(a[n // 2:]))
print(sum(right.get(t - s, 0) for s in sums(a[: n // 2])) - (1 if t == 0 else 0))
