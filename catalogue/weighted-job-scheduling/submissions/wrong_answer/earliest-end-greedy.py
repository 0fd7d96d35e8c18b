# Picks jobs by earliest end, as for counting jobs: ignores the pay.
import sys

nums = list(map(int, sys.stdin.read().split()))
jobs = sorted(zip(nums[1::3], nums[2::3], nums[3::3]), key=lambda j: j[1])
free_at, total = -1, 0
for s, e, p in jobs:
    if s >= free_at:
        total += p
        free_at = e
print(total)
