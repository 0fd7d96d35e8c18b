import sys
from bisect import bisect_right

nums = list(map(int, sys.stdin.read().split()))
jobs = sorted(zip(nums[1::3], nums[2::3], nums[3::3]), key=lambda j: j[1])
ends = [e for _, e, _ in jobs]
best = [0] * (len(jobs) + 1)
for k, (s, e, p) in enumerate(jobs, start=1):
    take = best[bisect_right(ends, s, 0, k - 1)] + p
    best[k] = take if take > best[k - 1] else best[k - 1]
print(best[-1])
