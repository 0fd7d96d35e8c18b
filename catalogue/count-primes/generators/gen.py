"""Writes the secret tests of count-primes into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

TOP = 10**6
sieve = bytearray([1]) * (TOP + 1)
sieve[0] = sieve[1] = 0
for p in range(2, int(TOP**0.5) + 1):
    if sieve[p]:
        sieve[p * p::p] = bytearray(len(range(p * p, TOP + 1, p)))
prefix = [0] * (TOP + 1)
running = 0
for i in range(TOP + 1):
    running += sieve[i]
    prefix[i] = running


def solve(text):
    nums = list(map(int, text.split()))[1:]
    return "".join(f"{prefix[r] - prefix[l - 1]}\n" for l, r in zip(nums[::2], nums[1::2]))


def case(pairs):
    return f"{len(pairs)}\n" + "".join(f"{l} {r}\n" for l, r in pairs)


def cases():
    rng = random.Random(20261216)

    def span(top):
        a, b = rng.randint(1, top), rng.randint(1, top)
        return (min(a, b), max(a, b))

    return [
        case([(1, 1), (1, 2), (2, 3), (4, 4), (1, TOP), (TOP, TOP), (999983, 999983)]),
        case([span(100) for _ in range(100)]),
        case([span(TOP) for _ in range(10**4)]),
        case([(1, TOP)] * 10**4),
        case([(x, x + rng.randint(0, 100)) for x in (rng.randint(1, TOP - 100) for _ in range(10**4))]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
