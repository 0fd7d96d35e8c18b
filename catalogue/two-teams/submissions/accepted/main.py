import sys
from collections import deque

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
adj = [[] for _ in range(n + 1)]
for a, b in zip(nums[2::2], nums[3::2]):
    adj[a].append(b)
    adj[b].append(a)
team = [-1] * (n + 1)
ok = True
for s in range(1, n + 1):
    if team[s] >= 0 or not ok:
        continue
    team[s] = 0
    todo = deque([s])
    while todo and ok:
        x = todo.popleft()
        for y in adj[x]:
            if team[y] < 0:
                team[y] = 1 - team[x]
                todo.append(y)
            elif team[y] == team[x]:
                ok = False
                break
print("YES" if ok else "NO")
