# Counts a full round for the fans behind K in K's last round too.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, k = nums[0], nums[1]
t = nums[2:]
want = t[k - 1]
print(sum(min(x, want) for x in t))
