"""Writes the secret tests of jobs-with-deadlines into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

import heapq


def solve(text):
    nums = list(map(int, text.split()))
    jobs = sorted(zip(nums[1::2], nums[2::2]))
    taken = []
    for d, p in jobs:
        heapq.heappush(taken, p)
        if len(taken) > d:
            heapq.heappop(taken)
    return f"{sum(taken)}\n"


def case(jobs):
    return f"{len(jobs)}\n" + "".join(f"{d} {p}\n" for d, p in jobs)


def cases():
    rng = random.Random(20270222)
    n = 5 * 10**4
    return [
        case([(1, 5)]),
        case([(1, 5), (1, 6)]),
        case([(2, 1), (2, 2), (1, 3)]),
        case([(rng.randint(1, 5), rng.randint(1, 20)) for _ in range(20)]),
        case([(rng.randint(1, n // 2), rng.randint(1, 10**6)) for _ in range(n)]),
        case([(rng.randint(1, 10**9), rng.randint(1, 10**6)) for _ in range(n)]),
        case([(1, rng.randint(1, 10**6)) for _ in range(n)]),
        case([(10**9, 10**6)] * n),
        case([(rng.randint(n // 4, n // 2), rng.randint(1, 10**6)) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
