import sys

nums = list(map(int, sys.stdin.read().split()))
n, k = nums[0], nums[1]
t = nums[2:]
want = t[k - 1]
print(sum(min(x, want) for x in t[:k]) + sum(min(x, want - 1) for x in t[k:]))
