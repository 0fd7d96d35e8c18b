# Compares every pair: O(N^2).
import sys

n, *a = map(int, sys.stdin.read().split())
count = 0
for i in range(n):
    ai = a[i]
    for j in range(i + 1, n):
        if ai > a[j]:
            count += 1
print(count)
