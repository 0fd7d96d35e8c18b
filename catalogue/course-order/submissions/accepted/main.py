import heapq
import sys

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
after = [[] for _ in range(n + 1)]
need = [0] * (n + 1)
for a, b in zip(nums[2::2], nums[3::2]):
    after[a].append(b)
    need[b] += 1
ready = [i for i in range(1, n + 1) if need[i] == 0]
heapq.heapify(ready)
order = []
while ready:
    x = heapq.heappop(ready)
    order.append(x)
    for y in after[x]:
        need[y] -= 1
        if need[y] == 0:
            heapq.heappush(ready, y)
print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")
