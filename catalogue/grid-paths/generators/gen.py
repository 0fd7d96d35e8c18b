"""Writes the secret tests of grid-paths into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MOD = 10**9 + 7


def solve(text):
    lines = text.split("\n")
    r, c = map(int, lines[0].split())
    grid = lines[1:r + 1]
    ways = [0] * c
    for i in range(r):
        for j in range(c):
            if grid[i][j] == "#":
                ways[j] = 0
            elif i == 0 and j == 0:
                ways[j] = 1
            elif j > 0:
                ways[j] = (ways[j] + ways[j - 1]) % MOD
    return f"{ways[-1]}\n"


def case(rows):
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)


def cases():
    rng = random.Random(20261214)
    rocky = lambda r, c, p: ["".join("#" if rng.random() < p else "." for _ in range(c)) for _ in range(r)]
    return [
        case(["."]),
        case(["#"]),
        case([".."]),
        case(["..", ".#"]),
        case([".....", ".#...", "...#.", "#...."]),
        case(rocky(20, 20, 0.1)),
        case(["." * 300] * 300),
        case(rocky(300, 300, 0.05)),
        case(rocky(300, 300, 0.3)),
        case(["." * 300] * 150 + ["#" * 299 + "."] + ["." * 300] * 149),
        case(["." * 17] * 17),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
