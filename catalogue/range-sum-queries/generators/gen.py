"""Writes the secret tests of range-sum-queries into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n, q = nums[0], nums[1]
    prefix = [0]
    for x in nums[2:2 + n]:
        prefix.append(prefix[-1] + x)
    qs = nums[2 + n:]
    return "".join(f"{prefix[r] - prefix[l - 1]}\n" for l, r in zip(qs[::2], qs[1::2]))


def case(a, queries):
    return f"{len(a)} {len(queries)}\n" + " ".join(map(str, a)) + "\n" + "".join(f"{l} {r}\n" for l, r in queries)


def cases():
    rng = random.Random(20261207)
    n = 20000

    def span():
        l, r = rng.randint(1, n), rng.randint(1, n)
        return (min(l, r), max(l, r))

    return [
        case([7], [(1, 1)]),
        case([10**9] * 5, [(1, 5), (2, 4), (3, 3)]),
        case([rng.randint(-10, 10) for _ in range(50)], [(l, r) for l in range(1, 51, 7) for r in range(l, 51, 9)]),
        case([rng.randint(-10**9, 10**9) for _ in range(n)], [span() for _ in range(n)]),
        case([10**9] * n, [(1, n)] * n),
        case([-10**9] * n, [(1, n) if i % 2 else (rng.randint(1, 10), n) for i in range(n)]),
        case([rng.randint(-9, 9) for _ in range(10 * n)], [(rng.randint(1, 100), 10 * n - rng.randint(0, 99)) for _ in range(15 * n // 2)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
