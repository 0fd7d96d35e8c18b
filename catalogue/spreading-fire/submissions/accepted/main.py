import sys
from collections import deque

lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
grid = lines[1:r + 1]
minute = [[-1] * c for _ in range(r)]
todo = deque()
for i in range(r):
    row = grid[i]
    for j in range(c):
        if row[j] == "F":
            minute[i][j] = 0
            todo.append((i, j))
last = 0
while todo:
    y, x = todo.popleft()
    m = minute[y][x]
    last = m
    for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
        if 0 <= ny < r and 0 <= nx < c and minute[ny][nx] < 0 and grid[ny][nx] == "T":
            minute[ny][nx] = m + 1
            todo.append((ny, nx))
unreached = any(grid[i][j] == "T" and minute[i][j] < 0 for i in range(r) for j in range(c))
print(-1 if unreached else last)
