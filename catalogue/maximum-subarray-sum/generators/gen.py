"""Writes the secret tests of maximum-subarray-sum into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *a = map(int, text.split())
    best = cur = a[0]
    for x in a[1:]:
        cur = max(x, cur + x)
        best = max(best, cur)
    return f"{best}\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20261129)
    n = 20000
    return [
        case([5]),
        case([-7]),
        case([-1, -1, -1]),
        case([3, -1, 4, -10, 2]),
        case([rng.randint(-10, 10) for _ in range(100)]),
        case([rng.randint(-10**9, 10**9) for _ in range(10 * n)]),
        case([10**9] * n),
        case([-10**9] * n),
        case([rng.choice([10**9, -1]) for _ in range(n)]),
        case([rng.randint(-1000, 999) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
