"""Writes the secret tests of trapping-rain-water into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *h = map(int, text.split())
    left, right = [0] * n, [0] * n
    best = 0
    for i in range(n):
        best = max(best, h[i])
        left[i] = best
    best = 0
    for i in range(n - 1, -1, -1):
        best = max(best, h[i])
        right[i] = best
    return f"{sum(min(left[i], right[i]) - h[i] for i in range(n))}\n"


def case(h):
    return f"{len(h)}\n" + " ".join(map(str, h)) + "\n"


def cases():
    rng = random.Random(20270110)
    n = 5 * 10**4
    return [
        case([4]),
        case([3, 0]),
        case([0, 0, 0]),
        case([rng.randint(0, 6) for _ in range(40)]),
        case([rng.randint(0, 10**9) for _ in range(4 * n)]),
        case([10**9] + [0] * (n - 2) + [10**9]),
        case(list(range(n))),
        case([n - abs(n // 2 - i) for i in range(n)]),
        case([abs(n // 2 - i) for i in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
