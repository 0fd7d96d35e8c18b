"""Writes the secret tests of bst-height into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from bisect import bisect_left, insort


def solve(text):
    n, *keys = map(int, text.split())
    order = []
    depth = {}
    best = 0
    for k in keys:
        i = bisect_left(order, k)
        below = order[i - 1] if i > 0 else None
        above = order[i] if i < len(order) else None
        d = 1 + max(depth[below] if below is not None else 0, depth[above] if above is not None else 0)
        depth[k] = d
        best = max(best, d)
        insort(order, k)
    return f"{best}\n"


def case(keys):
    return f"{len(keys)}\n" + " ".join(map(str, keys)) + "\n"


def cases():
    rng = random.Random(20270213)
    n = 5 * 10**4
    return [
        case([7]),
        case([2, 1]),
        case([1, 3, 2]),
        case(rng.sample(range(1, 100), 30)),
        case(rng.sample(range(1, 10**9 + 1), n)),
        case(list(range(1, n + 1))),
        case(list(range(n, 0, -1))),
        case([x for i in range(1, n // 2 + 1) for x in (i, n + 1 - i)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
