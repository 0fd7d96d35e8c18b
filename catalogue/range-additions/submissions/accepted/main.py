import sys
from itertools import accumulate

nums = list(map(int, sys.stdin.read().split()))
n, q = nums[0], nums[1]
diff = [0] * (n + 2)
for j in range(q):
    l, r, v = nums[2 + 3 * j], nums[3 + 3 * j], nums[4 + 3 * j]
    diff[l] += v
    diff[r + 1] -= v
print(" ".join(map(str, list(accumulate(diff[1:n + 1])))))
