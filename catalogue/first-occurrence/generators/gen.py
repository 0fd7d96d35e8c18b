"""Writes the secret tests of first-occurrence into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from bisect import bisect_left


def solve(text):
    lines = text.split("\n")
    a = list(map(int, lines[1].split()))
    out = []
    for x in map(int, lines[2].split()):
        i = bisect_left(a, x)
        out.append(str(i + 1) if i < len(a) and a[i] == x else "-1")
    return " ".join(out) + "\n"


def case(a, xs):
    return f"{len(a)} {len(xs)}\n" + " ".join(map(str, a)) + "\n" + " ".join(map(str, xs)) + "\n"


def cases():
    rng = random.Random(20261204)
    n = 20000
    small = sorted(rng.randint(-5, 5) for _ in range(30))
    big = sorted(rng.randint(-10**9, 10**9) for _ in range(n))
    dup = sorted(rng.randint(0, 50) for _ in range(n))
    return [
        case([5], [5, 4, 6]),
        case([-10**9, 10**9], [-10**9, 10**9, 0]),
        case(small, list(range(-6, 7))),
        case(big, [rng.choice(big) if rng.random() < 0.5 else rng.randint(-10**9, 10**9) for _ in range(n)]),
        case(dup, [rng.randint(-1, 51) for _ in range(n)]),
        case([7] * n, [7] * n),
        case(list(range(2 * 10**5)), [2 * 10**5 - 1] * 10**5),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
