# Scans all courses for the lowest free one at every step: O(N^2).
import sys

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
after = [[] for _ in range(n + 1)]
need = [0] * (n + 1)
for a, b in zip(nums[2::2], nums[3::2]):
    after[a].append(b)
    need[b] += 1
taken = [False] * (n + 1)
order = []
for _ in range(n):
    x = 0
    for i in range(1, n + 1):
        if not taken[i] and need[i] == 0:
            x = i
            break
    if x == 0:
        break
    taken[x] = True
    order.append(x)
    for y in after[x]:
        need[y] -= 1
print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")
