# Sorts and walks the pairs, but falls back to the first value instead of the last one when the
# lonely number is the largest.
import sys

n, *a = map(int, sys.stdin.read().split())
a.sort()
answer = a[0]
for i in range(0, n - 1, 2):
    if a[i] != a[i + 1]:
        answer = a[i]
        break
print(answer)
