# Searches from every node: O(N^2).
import sys
from collections import deque

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
adj = [[] for _ in range(n + 1)]
for u, v in zip(nums[1::2], nums[2::2]):
    adj[u].append(v)
    adj[v].append(u)
best = 0
for start in range(1, n + 1):
    dist = [-1] * (n + 1)
    dist[start] = 0
    todo = deque([start])
    while todo:
        x = todo.popleft()
        for y in adj[x]:
            if dist[y] < 0:
                dist[y] = dist[x] + 1
                todo.append(y)
    best = max(best, max(dist))
print(best)
