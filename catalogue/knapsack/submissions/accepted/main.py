import sys

nums = list(map(int, sys.stdin.read().split()))
n, cap = nums[0], nums[1]
best = [0] * (cap + 1)
for i in range(n):
    w, v = nums[2 + 2 * i], nums[3 + 2 * i]
    # Going down the capacities keeps each item to one use.
    for c in range(cap, w - 1, -1):
        t = best[c - w] + v
        if t > best[c]:
            best[c] = t
print(best[cap])
