"""Writes the secret tests of round-trip-fuel into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n = nums[0]
    g, c = nums[1:1 + n], nums[1 + n:1 + 2 * n]
    if sum(g) < sum(c):
        return "-1\n"
    # A start that runs dry before station i rules out every station up to i: the survivor of the
    # sweep is the lowest start that works (any earlier one was ruled out).
    start, tank = 0, 0
    for i in range(n):
        tank += g[i] - c[i]
        if tank < 0:
            start, tank = i + 1, 0
    return f"{start + 1}\n"


def case(g, c):
    return f"{len(g)}\n" + " ".join(map(str, g)) + "\n" + " ".join(map(str, c)) + "\n"


def cases():
    rng = random.Random(20270217)
    n = 5 * 10**4
    big = 10**5
    return [
        case([0], [0]),
        case([1], [2]),
        case([3, 0], [1, 2]),
        case([rng.randint(0, 5) for _ in range(20)], [rng.randint(0, 5) for _ in range(20)]),
        case([5] * n, [5] * n),
        case([0] * (n - 5) + [10**4] * 5, [1] * n),
        case([1] * (big - 1) + [2], [1] * (big - 2) + [2, 1]),
        case([rng.randint(0, 10**4) for _ in range(n)], [rng.randint(0, 10**4) for _ in range(n)]),
        case([10**4] * n, [10**4 - 1] * n),
        case([1, 0] * (n // 2), [0, 1] * (n // 2)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
