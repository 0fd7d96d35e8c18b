"""Writes the secret tests of best-time-to-sell into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *p = map(int, text.split())
    best, low = 0, p[0]
    for x in p[1:]:
        best = max(best, x - low)
        low = min(low, x)
    return f"{best}\n"


def case(p):
    return f"{len(p)}\n" + " ".join(map(str, p)) + "\n"


def cases():
    rng = random.Random(20261211)
    n = 20000
    return [
        case([5]),
        case([1, 10**9]),
        case([10**9, 1]),
        case([3, 3, 3]),
        case([rng.randint(1, 20) for _ in range(40)]),
        case([rng.randint(1, 10**9) for _ in range(2 * 10**5)]),
        case(list(range(n, 0, -1))),
        case([10**9 - i for i in range(n // 2)] + [1 + i for i in range(n // 2)]),
        case([5 * 10**8 + rng.randint(-1000, 1000) + (i if i > n - 50 else 0) for i in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
