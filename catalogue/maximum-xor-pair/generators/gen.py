"""Writes the secret tests of maximum-xor-pair into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *a = map(int, text.split())
    best = 0
    for bit in range(29, -1, -1):
        # Can the answer have this bit on top of the bits found so far?
        want = best | 1 << bit
        prefixes = {x >> bit for x in a}
        if any((want >> bit) ^ p in prefixes for p in prefixes):
            best = want
    return f"{best}\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20270114)
    n = 5 * 10**4
    top = 2**30 - 1
    return [
        case([0, 0]),
        case([0, top]),
        case([1, 2, 3]),
        case([rng.randint(0, 63) for _ in range(30)]),
        case([rng.randint(0, top) for _ in range(n)]),
        case([rng.randint(0, 2**29 - 1) for _ in range(n - 1)] + [2**29]),
        case([rng.randint(0, 1023) << 20 for _ in range(n)]),
        case([5] * n),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
