# Multiplies from left to right without choosing where to split.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, d = nums[0], nums[1:]
print(sum(d[0] * d[k] * d[k + 1] for k in range(1, n)))
