"""Writes the secret tests of spreading-fire into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from collections import deque


def solve(text):
    lines = text.split("\n")
    r, c = map(int, lines[0].split())
    grid = [list(row) for row in lines[1:r + 1]]
    minute = [[-1] * c for _ in range(r)]
    todo = deque()
    for i in range(r):
        for j in range(c):
            if grid[i][j] == "F":
                minute[i][j] = 0
                todo.append((i, j))
    last = 0
    while todo:
        y, x = todo.popleft()
        last = max(last, minute[y][x])
        for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
            if 0 <= ny < r and 0 <= nx < c and grid[ny][nx] == "T" and minute[ny][nx] < 0:
                minute[ny][nx] = minute[y][x] + 1
                todo.append((ny, nx))
    if any(grid[i][j] == "T" and minute[i][j] < 0 for i in range(r) for j in range(c)):
        return "-1\n"
    return f"{last}\n"


def case(rows):
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)


def forest(rng, r, c, p_tree, p_fire):
    return ["".join("F" if rng.random() < p_fire else ("T" if rng.random() < p_tree else ".") for _ in range(c)) for _ in range(r)]


def cases():
    rng = random.Random(20270121)
    return [
        case(["."]),
        case(["T"]),
        case(["F"]),
        case(["FT"]),
        case(forest(rng, 8, 9, 0.8, 0.05)),
        case(["F" + "T" * 299] + ["T" * 300] * 299),
        case(forest(rng, 300, 300, 0.95, 0.001)),
        case(forest(rng, 300, 300, 0.6, 0.01)),
        case(["T" * 300] * 150 + ["." * 300] + ["T" * 299 + "F"] + ["T" * 300] * 148),
        case([("T" * 299 + "." if i % 4 == 1 else ("." + "T" * 299 if i % 4 == 3 else "T" * 300)) for i in range(299)] + ["F" * 300]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
