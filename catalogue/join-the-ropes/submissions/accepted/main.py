import heapq
import sys

n, *a = map(int, sys.stdin.read().split())
heapq.heapify(a)
cost = 0
while len(a) > 1:
    x = heapq.heappop(a) + heapq.heappop(a)
    cost += x
    heapq.heappush(a, x)
print(cost)
