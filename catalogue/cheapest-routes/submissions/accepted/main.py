import heapq
import sys

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
adj = [[] for _ in range(n + 1)]
for i in range(m):
    a, b, c = nums[2 + 3 * i], nums[3 + 3 * i], nums[4 + 3 * i]
    adj[a].append((b, c))
dist = [-1] * (n + 1)
heap = [(0, 1)]
while heap:
    d, x = heapq.heappop(heap)
    if dist[x] >= 0:
        continue
    dist[x] = d
    for y, c in adj[x]:
        if dist[y] < 0:
            heapq.heappush(heap, (d + c, y))
print(" ".join(map(str, dist[1:])))
