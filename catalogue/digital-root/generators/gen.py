"""Writes the secret tests of digital-root into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def root(s):
    total = sum(int(c) for c in s)
    while total >= 10:
        total = sum(int(c) for c in str(total))
    return total


def solve(text):
    return "".join(f"{root(s)}\n" for s in text.split()[1:])


def number(rng, n):
    return str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def case(nums):
    return f"{len(nums)}\n" + "".join(x + "\n" for x in nums)


def cases():
    rng = random.Random(20261221)
    return [
        case(["0", "1", "9", "10", "19", "99", "100"]),
        case([number(rng, rng.randint(1, 18)) for _ in range(100)]),
        case([number(rng, 10**4) for _ in range(10)]),
        case(["9" * 10**4, "1" + "0" * 9999, "8" * 9999, "5"]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
