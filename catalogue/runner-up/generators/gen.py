"""Writes the secret tests of runner-up into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *s = map(int, text.split())
    top = max(s)
    rest = [x for x in s if x < top]
    return f"{max(rest)}\n" if rest else "NONE\n"


def case(s):
    return f"{len(s)}\n" + " ".join(map(str, s)) + "\n"


def cases():
    rng = random.Random(20270119)
    n = 2 * 10**4
    return [
        case([5]),
        case([1, 2]),
        case([2, 1]),
        case([-10**9, 10**9]),
        case([4, 4, 4, 3]),
        case([rng.randint(-5, 5) for _ in range(30)]),
        case([rng.randint(-10**9, 10**9) for _ in range(15 * n // 2)]),
        case([10**9] * (n - 1) + [-10**9]),
        case([-10**9] * n),
        case(list(range(n))),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
