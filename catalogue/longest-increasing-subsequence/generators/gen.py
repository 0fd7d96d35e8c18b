"""Writes the secret tests of longest-increasing-subsequence into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from bisect import bisect_left


def solve(text):
    n, *a = map(int, text.split())
    tails = []  # tails[k]: the smallest last element of an increasing subsequence of length k + 1
    for x in a:
        i = bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return f"{len(tails)}\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20261227)
    n = 5 * 10**4
    return [
        case([5]),
        case([1, 2]),
        case([2, 1]),
        case([rng.randint(-5, 5) for _ in range(40)]),
        case([rng.randint(-10**9, 10**9) for _ in range(2 * n)]),
        case(list(range(n))),
        case(list(range(n, 0, -1))),
        case([7] * n),
        case([i // 2 for i in range(n)]),
        case([(i % 500) * 1000 + i // 500 for i in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
