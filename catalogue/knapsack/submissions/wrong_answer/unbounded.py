# Goes up the capacities: an item can then be taken more than once.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, cap = nums[0], nums[1]
best = [0] * (cap + 1)
for i in range(n):
    w, v = nums[2 + 2 * i], nums[3 + 2 * i]
    for c in range(w, cap + 1):
        best[c] = max(best[c], best[c - w] + v)
print(best[cap])
