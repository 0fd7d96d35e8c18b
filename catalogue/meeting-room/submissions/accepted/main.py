import sys

nums = list(map(int, sys.stdin.read().split()))
meetings = sorted(zip(nums[2::2], nums[1::2]))
free_at, count = -1, 0
for e, s in meetings:
    if s >= free_at:
        count += 1
        free_at = e
print(count)
