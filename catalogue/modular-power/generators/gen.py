"""Writes the secret tests of modular-power into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))[1:]
    return "".join(f"{pow(a, b, m)}\n" for a, b, m in zip(nums[::3], nums[1::3], nums[2::3]))


def case(triples):
    return f"{len(triples)}\n" + "".join(f"{a} {b} {m}\n" for a, b, m in triples)


def cases():
    rng = random.Random(20270106)
    top = 10**18
    return [
        case([(0, 0, 1), (0, 0, 5), (0, 5, 7), (1, top, 10**9), (10**9, 1, 10**9), (top, top, 999999937)]),
        case([(rng.randint(0, 20), rng.randint(0, 20), rng.randint(1, 50)) for _ in range(200)]),
        case([(rng.randint(0, top), rng.randint(0, top), rng.randint(1, 10**9)) for _ in range(10**4)]),
        case([(rng.randint(0, top), top - rng.randint(0, 10), 10**9 + 0) for _ in range(10**4)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
