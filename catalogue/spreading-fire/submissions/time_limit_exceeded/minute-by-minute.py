# Simulates the fire minute by minute, rescanning the whole grid every minute: O((R * C) * minutes).
import sys

lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
grid = [list(row) for row in lines[1:r + 1]]
minutes = 0
while True:
    catching = []
    for i in range(r):
        for j in range(c):
            if grid[i][j] == "T" and any(
                0 <= y < r and 0 <= x < c and grid[y][x] == "F" for y, x in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1))
            ):
                catching.append((i, j))
    if not catching:
        break
    for i, j in catching:
        grid[i][j] = "F"
    minutes += 1
print(-1 if any("T" in row for row in grid) else minutes)
