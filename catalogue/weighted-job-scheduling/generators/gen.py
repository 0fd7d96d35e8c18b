"""Writes the secret tests of weighted-job-scheduling into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from bisect import bisect_right


def solve(text):
    nums = list(map(int, text.split()))
    jobs = sorted(zip(nums[1::3], nums[2::3], nums[3::3]), key=lambda j: j[1])
    ends = [e for _, e, _ in jobs]
    best = [0] * (len(jobs) + 1)  # best[k]: the most pay from the first k jobs by end time
    for k, (s, e, p) in enumerate(jobs, start=1):
        before = bisect_right(ends, s, 0, k - 1)
        best[k] = max(best[k - 1], best[before] + p)
    return f"{best[-1]}\n"


def case(jobs):
    return f"{len(jobs)}\n" + "".join(f"{s} {e} {p}\n" for s, e, p in jobs)


def job(rng, top, longest):
    s = rng.randint(0, top - 1)
    return (s, min(top, s + rng.randint(1, longest)), rng.randint(1, 10**6))


def small_job(rng):
    s = rng.randint(0, 10**4 - 1)
    return (s, min(10**4, s + rng.randint(1, 100)), rng.randint(1, 99))


def cases():
    rng = random.Random(20261230)
    n = 2 * 10**4
    return [
        case([(0, 1, 1)]),
        case([(0, 10, 5), (0, 10, 6)]),
        case([(0, 5, 3), (5, 10, 3), (0, 10, 5)]),
        case([job(rng, 50, 10) for _ in range(30)]),
        case([job(rng, 10**9, 10**6) for _ in range(n)]),
        case([job(rng, 10**5, 100) for _ in range(n)]),
        case([(i, i + 1, 10**6) for i in range(n)]),
        case([(0, 10**9, 10**6)] + [(i * 10, i * 10 + 10, 1) for i in range(n - 1)]),
        case([job(rng, 1000, 1000) for _ in range(n)]),
        case([small_job(rng) for _ in range(16 * 10**4)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
