# Counts only direct reports (plus the employee), not everyone below.
import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
size = [1] * (n + 1)
for m in nums[1:]:
    size[m] += 1
print(" ".join(map(str, size[1:])))
