# Grows a rectangle left and right from every bar: O(N^2) on a rising histogram.
import sys

n, *h = map(int, sys.stdin.read().split())
best = 0
for i in range(n):
    hi = h[i]
    l = i
    while l > 0 and h[l - 1] >= hi:
        l -= 1
    r = i
    while r + 1 < n and h[r + 1] >= hi:
        r += 1
    best = max(best, hi * (r - l + 1))
print(best)
