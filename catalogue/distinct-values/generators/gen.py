"""Writes the secret tests of distinct-values into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    return f"{len(set(text.split()[1:]))}\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20270218)
    n = 5 * 10**4
    return [
        case([0]),
        case([7, 7]),
        case([-1, 1]),
        case([rng.randint(-3, 3) for _ in range(30)]),
        case([rng.randint(-10**9, 10**9) for _ in range(2 * 10**5)]),
        case([rng.randint(1, 1000) for _ in range(n)]),
        case(list(range(n))),
        case([42] * n),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
