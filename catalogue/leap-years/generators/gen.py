"""Writes the secret tests of leap-years into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def up_to(y):
    return y // 4 - y // 100 + y // 400


def solve(text):
    nums = list(map(int, text.split()))[1:]
    return "".join(f"{up_to(b) - up_to(a - 1)}\n" for a, b in zip(nums[::2], nums[1::2]))


def case(pairs):
    return f"{len(pairs)}\n" + "".join(f"{a} {b}\n" for a, b in pairs)


def cases():
    rng = random.Random(20270118)
    top = 10**18

    def span(hi):
        a, b = rng.randint(1, hi), rng.randint(1, hi)
        return (min(a, b), max(a, b))

    return [
        case([(1, 1), (4, 4), (100, 100), (400, 400), (1, 3), (1896, 1904), (2000, 2000), (top, top)]),
        case([span(3000) for _ in range(500)]),
        case([span(top) for _ in range(10**4)]),
        case([(1, top)] * 5 + [(top - 1000, top)] * 5),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
