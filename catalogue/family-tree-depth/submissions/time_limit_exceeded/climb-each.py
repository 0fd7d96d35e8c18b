# Climbs from every person to the ancestor without remembering anything: O(N^2) on a long chain.
import sys

n, *p = map(int, sys.stdin.read().split())
best = 0
for i in range(1, n + 1):
    depth, x = 0, i
    while x != 0:
        depth += 1
        x = p[x - 1]
    best = max(best, depth)
print(best)
