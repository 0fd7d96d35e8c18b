import sys
from bisect import bisect_left, insort

n, *keys = map(int, sys.stdin.read().split())
order, depth, best = [], {}, 0
for k in keys:
    i = bisect_left(order, k)
    d = 1
    if i > 0:
        d = depth[order[i - 1]] + 1
    if i < len(order) and depth[order[i]] + 1 > d:
        d = depth[order[i]] + 1
    depth[k] = d
    if d > best:
        best = d
    order.insert(i, k)
print(best)
