"""Writes the secret tests of rotated-search into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    a = list(map(int, lines[1].split()))
    where = {x: i + 1 for i, x in enumerate(a)}
    return " ".join(str(where.get(x, -1)) for x in map(int, lines[2].split())) + "\n"


def case(a, xs):
    return f"{len(a)} {len(xs)}\n" + " ".join(map(str, a)) + "\n" + " ".join(map(str, xs)) + "\n"


def rotated(rng, values):
    values = sorted(values)
    k = rng.randrange(len(values))
    return values[k:] + values[:k]


def cases():
    rng = random.Random(20270208)
    n = 5 * 10**4
    big = rng.sample(range(-10**9, 10**9), n)
    return [
        case([4], [4, 5]),
        case([2, 1], [1, 2, 3]),
        case([1, 2], [1, 2, 0]),
        case(rotated(rng, rng.sample(range(-20, 20), 15)), list(range(-21, 21))),
        case(rotated(rng, big), [rng.choice(big) if rng.random() < 0.7 else rng.randint(-10**9, 10**9) for _ in range(n)]),
        case(list(range(n)), [rng.randint(-5, n + 5) for _ in range(n)]),
        case(list(range(1, n)) + [0], [rng.randint(0, n) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
