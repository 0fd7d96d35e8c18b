"""Writes the secret tests of merge-intervals into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    spans = sorted(zip(nums[1::2], nums[2::2]))
    merged = [list(spans[0])]
    for l, r in spans[1:]:
        if l <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], r)
        else:
            merged.append([l, r])
    return f"{len(merged)}\n" + "".join(f"{l} {r}\n" for l, r in merged)


def case(spans):
    return f"{len(spans)}\n" + "".join(f"{l} {r}\n" for l, r in spans)


def span(rng, top, width):
    l = rng.randint(0, top - width)
    return (l, l + rng.randint(0, width))


def cases():
    rng = random.Random(20261215)
    n = 20000
    return [
        case([(0, 0)]),
        case([(5, 5), (5, 5)]),
        case([(0, 10**9), (3, 4)]),
        case([(1, 2), (4, 5), (2, 4)]),
        case([span(rng, 100, 5) for _ in range(40)]),
        case([span(rng, 10**9, 10**5) for _ in range(n)]),
        case([span(rng, 10**9, 10**4) for _ in range(n)]),
        case([(2 * i, 2 * i + 1) for i in range(n)][::-1]),
        case([(i, i + 1) for i in range(n)]),
        case([(0, 10**9)] + [span(rng, 10**9, 10) for _ in range(n - 1)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
