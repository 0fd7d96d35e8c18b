# Looks to the right of every element: O(N^2) on a decreasing array.
import sys

n, *a = map(int, sys.stdin.read().split())
ans = []
for i in range(n):
    found = -1
    for j in range(i + 1, n):
        if a[j] > a[i]:
            found = a[j]
            break
    ans.append(found)
print(" ".join(map(str, ans)))
