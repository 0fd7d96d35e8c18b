"""Writes the secret tests of house-robber into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *d = map(int, text.split())
    take, skip = 0, 0  # best so far with / without the last house
    for x in d:
        take, skip = skip + x, max(take, skip)
    return f"{max(take, skip)}\n"


def case(d):
    return f"{len(d)}\n" + " ".join(map(str, d)) + "\n"


def cases():
    rng = random.Random(20270120)
    n = 5 * 10**4
    return [
        case([0]),
        case([7]),
        case([1, 9]),
        case([9, 1, 1, 9]),
        case([rng.randint(0, 20) for _ in range(40)]),
        case([rng.randint(0, 10**9) for _ in range(n)]),
        case([10**9] * n),
        case([rng.choice([0, 10**9]) for _ in range(n)]),
        case([1, 10**9, 1] * (n // 3)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
