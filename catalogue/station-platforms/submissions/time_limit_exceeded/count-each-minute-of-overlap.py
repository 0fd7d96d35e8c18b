# For every train, counts the trains overlapping its arrival: O(N^2).
import sys

nums = list(map(int, sys.stdin.read().split()))
trains = list(zip(nums[1::2], nums[2::2]))
best = 0
for a, _ in trains:
    here = 0
    for b, d in trains:
        if b <= a <= d:
            here += 1
    best = max(best, here)
print(best)
