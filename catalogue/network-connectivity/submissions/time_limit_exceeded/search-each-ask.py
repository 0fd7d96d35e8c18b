# Keeps the cables as a graph and searches it for every question: O(N + Q) per ask.
import sys
from collections import deque

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
adj = [[] for _ in range(n + 1)]
out = []
for i in range(q):
    cmd, a, b = data[2 + 3 * i], int(data[3 + 3 * i]), int(data[4 + 3 * i])
    if cmd == "link":
        adj[a].append(b)
        adj[b].append(a)
        continue
    seen = {a}
    todo = deque([a])
    while todo:
        x = todo.popleft()
        for y in adj[x]:
            if y not in seen:
                seen.add(y)
                todo.append(y)
    out.append("YES" if b in seen else "NO")
print("\n".join(out))
