"""Writes the secret tests of collatz-conjecture into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MAX_N = 10**6


def step_counts(limit):
    """s(n) for every n <= limit: walk until the value drops below n, then reuse s of that value."""
    steps = [0] * (limit + 1)
    for n in range(2, limit + 1):
        m, c = n, 0
        while m >= n:
            m = m // 2 if m % 2 == 0 else 3 * m + 1
            c += 1
        steps[n] = c + steps[m]
    return steps


STEPS = step_counts(MAX_N)
PREFIX = [0] * (MAX_N + 1)
for _i in range(1, MAX_N + 1):
    PREFIX[_i] = PREFIX[_i - 1] + STEPS[_i]


def solve(text):
    nums = list(map(int, text.split()))
    q = nums[0]
    return "".join(f"{PREFIX[nums[2 * i + 2]] - PREFIX[nums[2 * i + 1] - 1]}\n" for i in range(q))


def render(queries):
    return f"{len(queries)}\n" + "".join(f"{l} {r}\n" for l, r in queries)


def random_range(rng, lo, hi):
    a, b = rng.randint(lo, hi), rng.randint(lo, hi)
    return (min(a, b), max(a, b))


def cases():
    rng = random.Random(20260511)
    tests = []
    # 1: every single start from 1 to 100
    tests.append([(n, n) for n in range(1, 101)])
    # 2: short ranges among small starts
    tests.append([random_range(rng, 1, 1000) for _ in range(1000)])
    # 3: single starts with the longest and the highest-climbing chains, and the edges
    special = [1, 2, 3, 27, 97, 871, 6171, 77031, 113383, 138367, 159487, 270271, 665215, 704511, 837799, 999999, 10**6]
    tests.append([(n, n) for n in special] + [(n, n) for n in rng.sample(range(1, MAX_N + 1), 2000)])
    # 4: random ranges over the whole span
    tests.append([random_range(rng, 1, MAX_N) for _ in range(10**4)])
    # 5: the whole span and nearly the whole span, many times
    wide = [(1, MAX_N), (1, 1), (MAX_N, MAX_N), (2, MAX_N - 1)]
    tests.append(wide + [(rng.randint(1, 1000), rng.randint(MAX_N - 1000, MAX_N)) for _ in range(10**4 - len(wide))])
    # 6: prefixes and suffixes of the span
    tests.append([(1, rng.randint(1, MAX_N)) for _ in range(3000)] + [(rng.randint(1, MAX_N), MAX_N) for _ in range(3000)])
    # 7: one question over everything
    tests.append([(1, MAX_N)])
    return [render(t) for t in tests]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
