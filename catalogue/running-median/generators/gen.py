"""Writes the secret tests of running-median into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

import heapq


def solve(text):
    n, *a = map(int, text.split())
    low, high, out = [], [], []  # low: a max-heap (negated) of the smaller half, high: a min-heap
    for x in a:
        if not low or x <= -low[0]:
            heapq.heappush(low, -x)
        else:
            heapq.heappush(high, x)
        if len(low) > len(high) + 1:
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        out.append(-low[0])
    return " ".join(map(str, out)) + "\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20261213)
    n = 20000
    return [
        case([4]),
        case([2, 1]),
        case([1, 2, 3, 4, 5, 6]),
        case([rng.randint(-5, 5) for _ in range(50)]),
        case([rng.randint(-10**9, 10**9) for _ in range(n)]),
        case(list(range(n))),
        case(list(range(n, 0, -1))),
        case([(-1) ** i * i for i in range(n)]),
        case([7] * n),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
