"""Writes the secret tests of count-set-bits into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    return "".join(f"{bin(int(x)).count('1')}\n" for x in text.split()[1:])


def case(xs):
    return f"{len(xs)}\n" + "".join(f"{x}\n" for x in xs)


def cases():
    rng = random.Random(20261203)
    top = 10**18
    return [
        case([0, 1, 2, 3, 4, 7, 8]),
        case([2**k for k in range(60)] + [2**k - 1 for k in range(1, 60)] + [top, top - 1]),
        case([rng.randint(0, 1000) for _ in range(1000)]),
        case([rng.randint(0, top) for _ in range(10**4)]),
        case([rng.randint(2**31, 2**40) for _ in range(10**4)]),
        case([2**59 + 2**58 + rng.randint(0, 2**40) for _ in range(10**4)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
