# Counts pairs of distinct values instead of pairs of positions: repeated numbers are lost.
import sys

nums = list(map(int, sys.stdin.read().split()))
k = nums[1]
values = set(nums[2:])
print(sum(1 for x in values if k - x in values and x < k - x) + (1 if k % 2 == 0 and k // 2 in values and nums[2:].count(k // 2) > 1 else 0))
