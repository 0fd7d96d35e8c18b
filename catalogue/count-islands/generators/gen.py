"""Writes the secret tests of count-islands into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from collections import deque


def solve(text):
    lines = text.split("\n")
    r, c = map(int, lines[0].split())
    grid = [list(row) for row in lines[1:r + 1]]
    count = 0
    for i in range(r):
        for j in range(c):
            if grid[i][j] != "#":
                continue
            count += 1
            grid[i][j] = "."
            todo = deque([(i, j)])
            while todo:
                y, x = todo.popleft()
                for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                    if 0 <= ny < r and 0 <= nx < c and grid[ny][nx] == "#":
                        grid[ny][nx] = "."
                        todo.append((ny, nx))
    return f"{count}\n"


def case(rows):
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)


def random_map(rng, r, c, land):
    return ["".join("#" if rng.random() < land else "." for _ in range(c)) for _ in range(r)]


def snake(r, c):
    # One long island winding through the whole grid: deep for a recursive search.
    rows = []
    for i in range(r):
        if i % 2 == 0:
            rows.append("#" * c)
        else:
            rows.append(("." * (c - 1) + "#") if i % 4 == 1 else ("#" + "." * (c - 1)))
    return rows


def cases():
    rng = random.Random(20261205)
    return [
        case(["#"]),
        case(["."]),
        case(["#.#.#"]),
        case(["#", ".", "#"]),
        case(random_map(rng, 10, 12, 0.4)),
        case(random_map(rng, 300, 300, 0.3)),
        case(random_map(rng, 300, 300, 0.6)),
        case(["#" * 300] * 300),
        case(["#." * 150 if i % 2 == 0 else ".#" * 150 for i in range(300)]),
        case(snake(300, 300)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
