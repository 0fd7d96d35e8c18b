# Takes jobs by pay and books the latest free hour before each deadline, searching hour by hour.
import sys

nums = list(map(int, sys.stdin.read().split()))
jobs = sorted(zip(nums[1::2], nums[2::2]), key=lambda j: -j[1])
n = len(jobs)
busy = set()
total = 0
for d, p in jobs:
    h = min(d, n)
    while h > 0 and h in busy:
        h -= 1
    if h > 0:
        busy.add(h)
        total += p
print(total)
