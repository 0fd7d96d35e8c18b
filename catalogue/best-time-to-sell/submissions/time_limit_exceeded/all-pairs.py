# Tries every buying day with every later selling day: O(N^2).
import sys

n, *p = map(int, sys.stdin.read().split())
best = 0
for i in range(n):
    for j in range(i + 1, n):
        if p[j] - p[i] > best:
            best = p[j] - p[i]
print(best)
