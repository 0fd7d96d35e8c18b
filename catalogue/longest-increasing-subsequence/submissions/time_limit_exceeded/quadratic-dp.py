# The classic O(N^2) dynamic program.
import sys

n, *a = map(int, sys.stdin.read().split())
best = [1] * n
for i in range(n):
    ai, b = a[i], 1
    for j in range(i):
        if a[j] < ai and best[j] + 1 > b:
            b = best[j] + 1
    best[i] = b
print(max(best))
