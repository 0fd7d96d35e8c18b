"""Writes the secret tests of pairs-with-sum into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    k = nums[1]
    seen, pairs = {}, 0
    for x in nums[2:]:
        pairs += seen.get(k - x, 0)
        seen[x] = seen.get(x, 0) + 1
    return f"{pairs}\n"


def case(k, a):
    return f"{len(a)} {k}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20261222)
    n = 20000
    return [
        case(2, [1]),
        case(0, [0, 0]),
        case(2 * 10**9, [10**9, 10**9, 10**9]),
        case(-2 * 10**9, [-10**9, 10**9, -10**9]),
        case(10, [rng.randint(0, 10) for _ in range(50)]),
        case(0, [rng.randint(-10**9, 10**9) for _ in range(n)]),
        case(100, [rng.randint(0, 100) for _ in range(n)]),
        case(14, [7] * n),
        case(1, [rng.choice([0, 1]) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
