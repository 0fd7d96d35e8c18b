"""Writes the secret tests of power-of-two into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    return "".join("YES\n" if x > 0 and x & (x - 1) == 0 else "NO\n" for x in map(int, text.split()[1:]))


def case(xs):
    return f"{len(xs)}\n" + "".join(f"{x}\n" for x in xs)


def cases():
    rng = random.Random(20270117)
    top = 10**18
    return [
        case([0, 1, 2, 3, 4, 5, 8, 16, 31, 32, 33]),
        case([2**k for k in range(60)] + [2**k + 1 for k in range(1, 59)] + [2**k - 1 for k in range(2, 60)]),
        case([rng.randint(0, top) for _ in range(10**4)]),
        case([2 ** rng.randint(0, 59) + rng.choice([0, 0, 2 ** rng.randint(0, 20)]) for _ in range(10**4)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
