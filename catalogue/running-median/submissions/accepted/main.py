import heapq
import sys

n, *a = map(int, sys.stdin.read().split())
low, high, out = [], [], []
for x in a:
    if not low or x <= -low[0]:
        heapq.heappush(low, -x)
    else:
        heapq.heappush(high, x)
    if len(low) > len(high) + 1:
        heapq.heappush(high, -heapq.heappop(low))
    elif len(high) > len(low):
        heapq.heappush(low, -heapq.heappop(high))
    out.append(-low[0])
print(" ".join(map(str, out)))
