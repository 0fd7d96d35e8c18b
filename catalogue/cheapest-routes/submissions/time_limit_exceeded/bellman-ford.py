# Relaxes every flight N - 1 times: O(N * M).
import sys

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
edges = [(nums[2 + 3 * i], nums[3 + 3 * i], nums[4 + 3 * i]) for i in range(m)]
INF = float("inf")
dist = [INF] * (n + 1)
dist[1] = 0
for _ in range(n - 1):
    for a, b, c in edges:
        if dist[a] + c < dist[b]:
            dist[b] = dist[a] + c
print(" ".join(str(d) if d < INF else "-1" for d in dist[1:]))
