"""Writes the secret tests of cheapest-path-grid into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    r, c = nums[0], nums[1]
    best = [0] * c
    for i in range(r):
        row = nums[2 + i * c: 2 + (i + 1) * c]
        for j in range(c):
            if i == 0 and j == 0:
                best[j] = row[j]
            elif i == 0:
                best[j] = best[j - 1] + row[j]
            elif j == 0:
                best[j] += row[j]
            else:
                best[j] = min(best[j], best[j - 1]) + row[j]
    return f"{best[-1]}\n"


def case(grid):
    return f"{len(grid)} {len(grid[0])}\n" + "".join(" ".join(map(str, row)) + "\n" for row in grid)


def cases():
    rng = random.Random(20270211)
    rand = lambda r, c, top: [[rng.randint(0, top) for _ in range(c)] for _ in range(r)]
    return [
        case([[0]]),
        case([[5, 1, 1]]),
        case([[5], [1], [1]]),
        case(rand(4, 5, 9)),
        case(rand(300, 300, 10**6)),
        case(rand(300, 300, 3)),
        case([[10**6] * 300 for _ in range(300)]),
        case(rand(1, 300, 10**6)),
        case(rand(250, 7, 100)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
