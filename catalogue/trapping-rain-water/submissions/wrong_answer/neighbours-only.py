# Looks only at the two neighbouring columns, not the tallest ones further away.
import sys

n, *h = map(int, sys.stdin.read().split())
water = 0
for i in range(1, n - 1):
    water += max(0, min(h[i - 1], h[i + 1]) - h[i])
print(water)
