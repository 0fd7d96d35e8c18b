import sys
from collections import deque


def farthest(adj, start):
    dist = [-1] * len(adj)
    dist[start] = 0
    todo = deque([start])
    last = start
    while todo:
        x = todo.popleft()
        last = x
        for y in adj[x]:
            if dist[y] < 0:
                dist[y] = dist[x] + 1
                todo.append(y)
    return last, dist[last]


nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
adj = [[] for _ in range(n + 1)]
for u, v in zip(nums[1::2], nums[2::2]):
    adj[u].append(v)
    adj[v].append(u)
end, _ = farthest(adj, 1)
print(farthest(adj, end)[1])
