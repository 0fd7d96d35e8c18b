"""Writes the secret tests of spread-the-stalls into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def fits(x, c, d):
    count, last = 1, x[0]
    for p in x[1:]:
        if p - last >= d:
            count += 1
            last = p
            if count == c:
                return True
    return count >= c


def solve(text):
    nums = list(map(int, text.split()))
    n, c = nums[0], nums[1]
    x = sorted(nums[2:])
    lo, hi = 1, x[-1] - x[0]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(x, c, mid):
            lo = mid
        else:
            hi = mid - 1
    return f"{lo}\n"


def case(rng, c, xs):
    xs = list(xs)
    rng.shuffle(xs)
    return f"{len(xs)} {c}\n" + " ".join(map(str, xs)) + "\n"


def cases():
    rng = random.Random(20270115)
    n = 5 * 10**4
    return [
        case(rng, 2, [0, 1]),
        case(rng, 3, [0, 1, 2]),
        case(rng, 2, [5, 6, 100]),
        case(rng, 4, rng.sample(range(100), 12)),
        case(rng, 2, rng.sample(range(10**9 + 1), n)),
        case(rng, 1000, rng.sample(range(10**9 + 1), n)),
        case(rng, n, range(0, 2 * n, 2)),
        case(rng, 30000, rng.sample(range(10**6), n)),
        case(rng, 17, [i * i for i in range(31000)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
