"""Writes the secret tests of join-the-ropes into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

import heapq


def solve(text):
    n, *a = map(int, text.split())
    heapq.heapify(a)
    cost = 0
    while len(a) > 1:
        x = heapq.heappop(a) + heapq.heappop(a)
        cost += x
        heapq.heappush(a, x)
    return f"{cost}\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20270113)
    n = 2 * 10**4
    return [
        case([1]),
        case([5, 7]),
        case([1, 1, 1, 1]),
        case([rng.randint(1, 20) for _ in range(30)]),
        case([rng.randint(1, 10**6) for _ in range(n)]),
        case([10**6] * n),
        case(list(range(1, n + 1))),
        case([1] * (n - 1) + [10**6]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
