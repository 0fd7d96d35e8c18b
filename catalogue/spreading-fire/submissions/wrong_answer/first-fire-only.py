# Spreads the fire from the first burning tree only, as if the others were not burning.
import sys
from collections import deque

lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
grid = lines[1:r + 1]
minute = [[-1] * c for _ in range(r)]
todo = deque()
for i in range(r):
    for j in range(c):
        if grid[i][j] == "F" and not todo:
            minute[i][j] = 0
            todo.append((i, j))
last = 0
while todo:
    y, x = todo.popleft()
    last = max(last, minute[y][x])
    for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
        if 0 <= ny < r and 0 <= nx < c and grid[ny][nx] in "TF" and minute[ny][nx] < 0:
            minute[ny][nx] = minute[y][x] + 1
            todo.append((ny, nx))
print(-1 if any(grid[i][j] == "T" and minute[i][j] < 0 for i in range(r) for j in range(c)) else last)
