# For each square not yet placed, searches forwards and backwards from it; the squares found both
# ways form its district: O(N * (N + M)) when districts are small.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
adj = [[] for _ in range(n + 1)]
radj = [[] for _ in range(n + 1)]
for a, b in zip(nums[2::2], nums[3::2]):
    adj[a].append(b)
    radj[b].append(a)


def reach(graph, s):
    seen = [False] * (n + 1)
    seen[s] = True
    stack = [s]
    while stack:
        x = stack.pop()
        for y in graph[x]:
            if not seen[y]:
                seen[y] = True
                stack.append(y)
    return seen


placed = [False] * (n + 1)
count = 0
for s in range(1, n + 1):
    if placed[s]:
        continue
    count += 1
    ahead, behind = reach(adj, s), reach(radj, s)
    for t in range(1, n + 1):
        if ahead[t] and behind[t]:
            placed[t] = True
print(count)
