# Compares every pair: O(N^2).
import sys

n, *a = map(int, sys.stdin.read().split())
total = 0
for i in range(n):
    for j in range(i + 1, n):
        total += bin(a[i] ^ a[j]).count("1")
print(total)
