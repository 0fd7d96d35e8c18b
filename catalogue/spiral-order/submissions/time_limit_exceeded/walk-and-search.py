# Walks the spiral one step at a time and, at every step, searches a list of visited cells: O((R*C)^2).
import sys

nums = list(map(int, sys.stdin.read().split()))
r, c = nums[0], nums[1]
grid = [nums[2 + i * c: 2 + (i + 1) * c] for i in range(r)]
visited, out = [], []
y, x, d = 0, 0, 0
moves = [(0, 1), (1, 0), (0, -1), (-1, 0)]
for _ in range(r * c):
    out.append(grid[y][x])
    visited.append((y, x))
    ny, nx = y + moves[d][0], x + moves[d][1]
    if not (0 <= ny < r and 0 <= nx < c) or (ny, nx) in visited:
        d = (d + 1) % 4
        ny, nx = y + moves[d][0], x + moves[d][1]
    y, x = ny, nx
print(" ".join(map(str, out)))
