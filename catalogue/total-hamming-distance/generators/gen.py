"""Writes the secret tests of total-hamming-distance into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *a = map(int, text.split())
    total = 0
    for b in range(30):
        ones = sum(x >> b & 1 for x in a)
        total += ones * (n - ones)
    return f"{total}\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20270214)
    n = 5 * 10**4
    big = 10**5
    return [
        case([0]),
        case([0, 2**30 - 1]),
        case([1, 2, 3]),
        case([rng.randint(0, 15) for _ in range(30)]),
        case([rng.randint(0, 2**30 - 1) for _ in range(big)]),
        case([0] * (n // 2) + [2**30 - 1] * (n // 2)),
        case([7] * n),
        case([1 << rng.randint(0, 29) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
