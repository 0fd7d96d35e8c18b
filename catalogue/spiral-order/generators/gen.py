"""Writes the secret tests of spiral-order into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    r, c = nums[0], nums[1]
    grid = [nums[2 + i * c: 2 + (i + 1) * c] for i in range(r)]
    top, bottom, left, right = 0, r - 1, 0, c - 1
    out = []
    while top <= bottom and left <= right:
        out += grid[top][left:right + 1]
        out += [grid[i][right] for i in range(top + 1, bottom + 1)]
        if top < bottom:
            out += grid[bottom][left:right][::-1]
        if left < right:
            out += [grid[i][left] for i in range(bottom - 1, top, -1)]
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return " ".join(map(str, out)) + "\n"


def case(grid):
    return f"{len(grid)} {len(grid[0])}\n" + "".join(" ".join(map(str, row)) + "\n" for row in grid)


def cases():
    rng = random.Random(20270130)
    rand = lambda r, c: [[rng.randint(-10**6, 10**6) for _ in range(c)] for _ in range(r)]
    count = lambda r, c: [[i * c + j + 1 for j in range(c)] for i in range(r)]
    return [
        case([[7]]),
        case(count(1, 5)),
        case(count(5, 1)),
        case(count(2, 2)),
        case(count(4, 4)),
        case(count(5, 3)),
        case(count(3, 6)),
        case([[rng.randint(-999, 999) for _ in range(400)] for _ in range(400)]),
        case(rand(200, 200)),
        case(rand(199, 37)),
        case(rand(1, 200)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
