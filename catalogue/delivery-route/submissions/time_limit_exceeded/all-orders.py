# Tries every order of the places: (N - 1)! round trips.
import sys
from itertools import permutations

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
d = [nums[1 + i * n: 1 + (i + 1) * n] for i in range(n)]
best = None
for order in permutations(range(1, n)):
    total, at = 0, 0
    for k in order:
        total += d[at][k]
        at = k
    total += d[at][0]
    if best is None or total < best:
        best = total
print(best)
