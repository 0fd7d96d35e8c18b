# Looks back through every earlier job for the best compatible one: O(N^2).
import sys

nums = list(map(int, sys.stdin.read().split()))
jobs = sorted(zip(nums[1::3], nums[2::3], nums[3::3]), key=lambda j: j[1])
best = []
for i, (s, e, p) in enumerate(jobs):
    take = p
    for j in range(i):
        if jobs[j][1] <= s and best[j] + p > take:
            take = best[j] + p
    best.append(max(take, best[-1] if best else 0))
print(best[-1])
