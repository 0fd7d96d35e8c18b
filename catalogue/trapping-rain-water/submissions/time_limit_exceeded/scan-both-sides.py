# Finds the tallest column on each side by scanning, for every column: O(N^2).
import sys

n, *h = map(int, sys.stdin.read().split())
water = 0
for i in range(n):
    left = right = h[i]
    for j in range(i):
        if h[j] > left:
            left = h[j]
    for j in range(i + 1, n):
        if h[j] > right:
            right = h[j]
    water += min(left, right) - h[i]
print(water)
