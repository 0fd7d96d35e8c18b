import sys
from collections import deque

lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
grid = [list(row) for row in lines[1:r + 1]]
islands = 0
for i in range(r):
    for j in range(c):
        if grid[i][j] != "#":
            continue
        islands += 1
        grid[i][j] = "."
        todo = deque([(i, j)])
        while todo:
            y, x = todo.popleft()
            for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if 0 <= ny < r and 0 <= nx < c and grid[ny][nx] == "#":
                    grid[ny][nx] = "."
                    todo.append((ny, nx))
print(islands)
