# Multiplies the other N - 1 elements afresh for every position: O(N^2).
import sys

MOD = 10**9 + 7
n, *a = map(int, sys.stdin.read().split())
out = []
for i in range(n):
    p = 1
    for j in range(n):
        if j != i:
            p = p * a[j] % MOD
    out.append(p)
print(" ".join(map(str, out)))
