import sys

n, *a = map(int, sys.stdin.read().split())
best = cur = a[0]
for x in a[1:]:
    cur = x if x > cur + x else cur + x
    if cur > best:
        best = cur
print(best)
