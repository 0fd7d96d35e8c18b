"""Writes the secret tests of gcd-and-lcm into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from math import gcd


def solve(text):
    nums = list(map(int, text.split()))[1:]
    out = []
    for a, b in zip(nums[::2], nums[1::2]):
        g = gcd(a, b)
        out.append(f"{g} {a // g * b}\n")
    return "".join(out)


def case(pairs):
    return f"{len(pairs)}\n" + "".join(f"{a} {b}\n" for a, b in pairs)


def cases():
    rng = random.Random(20261130)
    top = 10**12
    fib = [1, 1]
    while fib[-1] < top:
        fib.append(fib[-1] + fib[-2])
    return [
        case([(1, 1), (1, top), (top, top), (2, 3), (6, 4)]),
        case([(rng.randint(1, 100), rng.randint(1, 100)) for _ in range(200)]),
        case([(rng.randint(1, top), rng.randint(1, top)) for _ in range(1000)]),
        case([(g * rng.randint(1, 1000), g * rng.randint(1, 1000)) for g in (rng.randint(1, 10**9) for _ in range(1000))]),
        case([(fib[-2], fib[-3]), (fib[-3], fib[-4]), (999999999989, 999999999959), (top, top - 1)] * 250),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
