"""Writes the secret tests of single-number into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *a = map(int, text.split())
    x = 0
    for v in a:
        x ^= v
    return f"{x}\n"


def case(rng, pairs, alone):
    a = pairs + pairs + [alone]
    rng.shuffle(a)
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def last_alone(rng, pairs, alone):
    a = pairs + pairs
    rng.shuffle(a)
    return f"{len(a) + 1}\n" + " ".join(map(str, a + [alone])) + "\n"


def cases():
    rng = random.Random(20261212)
    big = rng.sample(range(10**9 + 1), 19999)
    return [
        case(rng, [], 0),
        case(rng, [0], 10**9),
        case(rng, [1, 2, 3], 4),
        case(rng, rng.sample(range(1, 100), 30), 0),
        case(rng, big[:-1], big[-1]),
        case(rng, list(range(1, 20000)), 20000),
        case(rng, rng.sample(range(5 * 10**8, 10**9), 19999), 10**9),
        last_alone(rng, list(range(1, 75001)), 123456),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
