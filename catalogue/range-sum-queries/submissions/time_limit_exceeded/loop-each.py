# Adds up each range afresh: O(N * Q).
import sys

nums = list(map(int, sys.stdin.read().split()))
n, q = nums[0], nums[1]
a = nums[2:2 + n]
qs = nums[2 + n:]
out = []
for l, r in zip(qs[::2], qs[1::2]):
    s = 0
    for i in range(l - 1, r):
        s += a[i]
    out.append(str(s))
print("\n".join(out))
