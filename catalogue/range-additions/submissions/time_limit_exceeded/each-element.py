# Adds to every element of every range: O(N * Q).
import sys

nums = list(map(int, sys.stdin.read().split()))
n, q = nums[0], nums[1]
a = [0] * (n + 1)
for j in range(q):
    l, r, v = nums[2 + 3 * j], nums[3 + 3 * j], nums[4 + 3 * j]
    for i in range(l, r + 1):
        a[i] += v
print(" ".join(map(str, a[1:])))
