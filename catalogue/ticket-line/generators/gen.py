"""Writes the secret tests of ticket-line into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n, k = nums[0], nums[1]
    t = nums[2:]
    want = t[k - 1]
    # Fans up to K buy min(t_i, want) tickets; fans behind K buy min(t_i, want - 1).
    total = sum(min(x, want) for x in t[:k]) + sum(min(x, want - 1) for x in t[k:])
    return f"{total}\n"


def case(k, t):
    return f"{len(t)} {k}\n" + " ".join(map(str, t)) + "\n"


def cases():
    rng = random.Random(20270124)
    n = 2 * 10**4
    return [
        case(1, [1]),
        case(1, [3, 5]),
        case(2, [3, 5]),
        case(4, [rng.randint(1, 5) for _ in range(10)]),
        case(rng.randint(1, n), [rng.randint(1, 10**9) for _ in range(n)]),
        case(n, [10**9] * n),
        case(1, [10**9] + [1] * (n - 1)),
        case(n // 2, [rng.randint(1, 100) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
