# Does jobs in deadline order while they still fit, never swapping a cheap job for a better one.
import sys

nums = list(map(int, sys.stdin.read().split()))
jobs = sorted(zip(nums[1::2], nums[2::2]))
hour, total = 0, 0
for d, p in jobs:
    if hour < d:
        hour += 1
        total += p
print(total)
