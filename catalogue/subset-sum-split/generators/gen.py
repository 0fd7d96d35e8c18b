"""Writes the secret tests of subset-sum-split into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from bisect import bisect_left, bisect_right


def sums(values):
    out = [0]
    for v in values:
        out += [s + v for s in out]
    return out


def solve(text):
    nums = list(map(int, text.split()))
    n, t = nums[0], nums[1]
    a = nums[2:]
    left, right = sums(a[: n // 2]), sorted(sums(a[n // 2:]))
    count = 0
    for s in left:
        count += bisect_right(right, t - s) - bisect_left(right, t - s)
    return f"{count}\n"


def case(t, a):
    return f"{len(a)} {t}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20270206)
    big = [rng.randint(-10**9, 10**9) for _ in range(36)]
    return [
        case(0, [5]),
        case(5, [5]),
        case(1, [2]),
        case(10, [rng.randint(-5, 10) for _ in range(12)]),
        case(sum(big[::3]), big),
        case(0, [rng.randint(-3, 3) for _ in range(36)]),
        case(18, [1] * 36),
        case(18 * 10**9, [10**9] * 36),
        case(rng.randint(-10**9, 10**9), [rng.randint(-10**9, 10**9) for _ in range(35)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
