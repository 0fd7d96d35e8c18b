import sys

MOD = 10**9 + 7
n, *a = map(int, sys.stdin.read().split())
left = [1] * n
for i in range(1, n):
    left[i] = left[i - 1] * a[i - 1] % MOD
out, right = [0] * n, 1
for i in range(n - 1, -1, -1):
    out[i] = left[i] * right % MOD
    right = right * a[i] % MOD
print(" ".join(map(str, out)))
