"""Writes the secret tests of maze-shortest-path into the folder given as the only argument (fixed seed)."""
import random
import sys
from collections import deque
from pathlib import Path

rng = random.Random(20261108)
out = Path(sys.argv[1])


def maze(rows, cols, wall_chance):
    grid = [["#" if rng.random() < wall_chance else "." for _ in range(cols)] for _ in range(rows)]
    cells = rng.sample([(r, c) for r in range(rows) for c in range(cols)], 2)
    (sr, sc), (er, ec) = cells
    grid[sr][sc], grid[er][ec] = "S", "E"
    return grid


def corners(rows, cols):
    grid = [["."] * cols for _ in range(rows)]
    grid[0][0], grid[rows - 1][cols - 1] = "S", "E"
    return grid


def cut_off(rows, cols):
    """An open grid with a wall column between S and E: no path at all."""
    grid = maze(rows, cols, 0.1)
    for row in grid:
        row[:] = [c for c in "".join(row).replace("S", ".").replace("E", ".")]
        row[cols // 2] = "#"
    grid[rng.randrange(rows)][0], grid[rng.randrange(rows)][cols - 1] = "S", "E"
    return grid


def shortest(grid):
    rows, cols = len(grid), len(grid[0])
    start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
    dist = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        if grid[r][c] == "E":
            return dist[(r, c)]
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                queue.append((nr, nc))
    return -1


cases = [
    [["S", "E"]],
    corners(40, 40),  # wide open: every simple path is a candidate
    maze(40, 40, 0.2),
    maze(40, 40, 0.3),
    maze(40, 40, 0.45),  # likely cut off
    maze(25, 40, 0.25),
    maze(1, 40, 0.0),
    cut_off(30, 30),
]
for i, grid in enumerate(cases, start=1):
    text = f"{len(grid)} {len(grid[0])}\n" + "".join("".join(row) + "\n" for row in grid)
    (out / f"{i:02d}.in").write_text(text)
    (out / f"{i:02d}.ans").write_text(f"{shortest(grid)}\n")
