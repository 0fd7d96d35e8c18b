import sys
from collections import deque

MOVES = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
nums = list(map(int, sys.stdin.read().split()))[1:]
out = []
for i in range(0, len(nums), 5):
    n, r1, c1, r2, c2 = nums[i:i + 5]
    dist = [[-1] * (n + 1) for _ in range(n + 1)]
    dist[r1][c1] = 0
    todo = deque([(r1, c1)])
    while todo and dist[r2][c2] < 0:
        r, c = todo.popleft()
        d = dist[r][c] + 1
        for dr, dc in MOVES:
            nr, nc = r + dr, c + dc
            if 0 < nr <= n and 0 < nc <= n and dist[nr][nc] < 0:
                dist[nr][nc] = d
                todo.append((nr, nc))
    out.append(str(dist[r2][c2]))
print("\n".join(out))
