# Forgets the board's edges: lets the knight hop through squares outside it.
import sys
from collections import deque

MOVES = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
nums = list(map(int, sys.stdin.read().split()))[1:]
for i in range(0, len(nums), 5):
    n, r1, c1, r2, c2 = nums[i:i + 5]
    seen = {(r1, c1): 0}
    todo = deque([(r1, c1)])
    while todo and (r2, c2) not in seen:
        r, c = todo.popleft()
        for dr, dc in MOVES:
            p = (r + dr, c + dc)
            if p not in seen and -3 <= p[0] <= n + 3 and -3 <= p[1] <= n + 3:
                seen[p] = seen[(r, c)] + 1
                todo.append(p)
    print(seen.get((r2, c2), -1))
