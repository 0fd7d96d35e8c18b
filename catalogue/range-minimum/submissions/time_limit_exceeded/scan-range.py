# Scans every range element by element: O(N * Q).
import sys

nums = list(map(int, sys.stdin.read().split()))
n, q = nums[0], nums[1]
a = nums[2:2 + n]
qs = nums[2 + n:]
out = []
for l, r in zip(qs[::2], qs[1::2]):
    best = a[l - 1]
    for i in range(l, r):
        if a[i] < best:
            best = a[i]
    out.append(best)
print("\n".join(map(str, out)))
