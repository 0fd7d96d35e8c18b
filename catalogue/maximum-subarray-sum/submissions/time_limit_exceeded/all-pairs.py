# Tries every (l, r): O(N^2).
import sys

n, *a = map(int, sys.stdin.read().split())
best = a[0]
for l in range(n):
    s = 0
    for r in range(l, n):
        s += a[r]
        if s > best:
            best = s
print(best)
