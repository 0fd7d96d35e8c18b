import sys

n, *p = map(int, sys.stdin.read().split())
best, low = 0, p[0]
for x in p[1:]:
    if x - low > best:
        best = x - low
    if x < low:
        low = x
print(best)
