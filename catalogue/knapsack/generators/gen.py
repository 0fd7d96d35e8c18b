"""Writes the secret tests of knapsack into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n, cap = nums[0], nums[1]
    best = [0] * (cap + 1)
    for i in range(n):
        w, v = nums[2 + 2 * i], nums[3 + 2 * i]
        for c in range(cap, w - 1, -1):
            if best[c - w] + v > best[c]:
                best[c] = best[c - w] + v
    return f"{best[cap]}\n"


def case(cap, items):
    return f"{len(items)} {cap}\n" + "".join(f"{w} {v}\n" for w, v in items)


def cases():
    rng = random.Random(20261202)
    return [
        case(1, [(1, 5)]),
        case(1, [(2, 5)]),
        case(10, [(5, 10), (4, 40), (6, 30), (3, 50)]),
        case(50, [(rng.randint(1, 20), rng.randint(1, 100)) for _ in range(20)]),
        case(10**4, [(rng.randint(1, 10**4), rng.randint(1, 10**9)) for _ in range(100)]),
        case(10**4, [(rng.randint(100, 500), rng.randint(1, 10**9)) for _ in range(100)]),
        case(10**4, [(rng.randint(1, 200), 10**9) for _ in range(100)]),
        case(9999, [(w, w * 3 + rng.randint(0, 2)) for w in (rng.randint(50, 300) for _ in range(100))]),
        case(10**4, [(10**4, 10**9)] * 100),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
