# Takes meetings by earliest start: a long early meeting blocks many short ones.
import sys

nums = list(map(int, sys.stdin.read().split()))
meetings = sorted(zip(nums[1::2], nums[2::2]))
free_at, count = -1, 0
for s, e in meetings:
    if s >= free_at:
        count += 1
        free_at = e
print(count)
