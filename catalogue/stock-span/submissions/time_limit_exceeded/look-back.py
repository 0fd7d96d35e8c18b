# Walks back from every day: O(N^2) on rising prices.
import sys

n, *p = map(int, sys.stdin.read().split())
out = []
for i in range(n):
    j = i
    while j >= 0 and p[j] <= p[i]:
        j -= 1
    out.append(i - j)
print(" ".join(map(str, out)))
