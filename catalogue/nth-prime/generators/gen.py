"""Writes the secret tests of nth-prime into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MAX_N = 10**6
LIMIT = 15485863  # the 10^6-th prime


def primes_up_to(limit):
    sieve = bytearray([1]) * (limit + 1)
    sieve[0] = sieve[1] = 0
    for i in range(2, int(limit**0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytes(len(range(i * i, limit + 1, i)))
    return [i for i in range(limit + 1) if sieve[i]]


PRIMES = primes_up_to(LIMIT)
assert len(PRIMES) == MAX_N and PRIMES[-1] == LIMIT


def solve(text):
    return "".join(f"{PRIMES[int(n) - 1]}\n" for n in text.split()[1:])


def render(ns):
    return f"{len(ns)}\n" + "".join(f"{n}\n" for n in ns)


def cases():
    rng = random.Random(20260512)
    tests = []
    # 1: the first hundred primes, in order
    tests.append(list(range(1, 101)))
    # 2: small indices, shuffled and repeated
    tests.append([rng.randint(1, 10**4) for _ in range(1000)])
    # 3: powers of ten, the edges and their neighbours
    edge = [1, 2, 10, 100, 1000, 10**4, 10**5, 10**6, 999999, 999998, 500000, 664579, 664580, 78498, 78499]
    tests.append(edge)
    # 4: random indices over the whole range
    tests.append([rng.randint(1, MAX_N) for _ in range(10**4)])
    # 5: many large indices: counting primes afresh for each one is far too slow
    tests.append([rng.randint(MAX_N - 10**4, MAX_N) for _ in range(10**4)])
    # 6: the largest index alone
    tests.append([MAX_N])
    return [render(t) for t in tests]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
