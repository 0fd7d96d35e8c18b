# Breadth-first search: finds the route with the fewest flights, not the cheapest one.
import sys
from collections import deque

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
adj = [[] for _ in range(n + 1)]
for i in range(m):
    a, b, c = nums[2 + 3 * i], nums[3 + 3 * i], nums[4 + 3 * i]
    adj[a].append((b, c))
dist = [-1] * (n + 1)
dist[1] = 0
todo = deque([1])
while todo:
    x = todo.popleft()
    for y, c in adj[x]:
        if dist[y] < 0:
            dist[y] = dist[x] + c
            todo.append(y)
print(" ".join(map(str, dist[1:])))
