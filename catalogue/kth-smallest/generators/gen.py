"""Writes the secret tests of kth-smallest into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    a = sorted(map(int, lines[1].split()))
    return " ".join(str(a[k - 1]) for k in map(int, lines[2].split())) + "\n"


def case(a, ks):
    return f"{len(a)} {len(ks)}\n" + " ".join(map(str, a)) + "\n" + " ".join(map(str, ks)) + "\n"


def cases():
    rng = random.Random(20270201)
    n = 5 * 10**4
    return [
        case([42], [1]),
        case([2, 1], [1, 2, 2]),
        case([rng.randint(-5, 5) for _ in range(20)], list(range(1, 21))),
        case([rng.randint(-10**9, 10**9) for _ in range(n)], [rng.randint(1, n) for _ in range(n)]),
        case(list(range(n, 0, -1)), [rng.randint(1, n) for _ in range(n)]),
        case([7] * n, [rng.randint(1, n) for _ in range(1000)]),
        case([rng.randint(0, 3) for _ in range(n)], [1, n, n // 2]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
