"""Writes the secret tests of knight-moves into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from collections import deque

MOVES = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]


def moves(n, r1, c1, r2, c2):
    dist = [[-1] * (n + 1) for _ in range(n + 1)]
    dist[r1][c1] = 0
    todo = deque([(r1, c1)])
    while todo:
        r, c = todo.popleft()
        if (r, c) == (r2, c2):
            return dist[r][c]
        for dr, dc in MOVES:
            nr, nc = r + dr, c + dc
            if 1 <= nr <= n and 1 <= nc <= n and dist[nr][nc] < 0:
                dist[nr][nc] = dist[r][c] + 1
                todo.append((nr, nc))
    return -1


def solve(text):
    nums = list(map(int, text.split()))[1:]
    return "".join(f"{moves(*nums[i:i + 5])}\n" for i in range(0, len(nums), 5))


def case(qs):
    return f"{len(qs)}\n" + "".join(" ".join(map(str, q)) + "\n" for q in qs)


def cases():
    rng = random.Random(20270112)
    rand = lambda n: (n, rng.randint(1, n), rng.randint(1, n), rng.randint(1, n), rng.randint(1, n))
    return [
        case([(1, 1, 1, 1, 1), (2, 1, 1, 2, 2), (3, 1, 1, 3, 3), (3, 2, 2, 1, 2), (4, 1, 1, 4, 4)]),
        case([rand(8) for _ in range(10)]),
        case([rand(rng.randint(4, 50)) for _ in range(10)]),
        case([(200, 1, 1, 200, 200)] * 5 + [rand(200) for _ in range(5)]),
        case([(200, 1, 1, 1, 2), (200, 100, 100, 1, 1), (200, 200, 1, 1, 200)] + [rand(200) for _ in range(7)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
