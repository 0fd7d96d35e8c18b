"""Writes the secret tests of ways-to-pay into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MOD = 10**9 + 7


def solve(text):
    nums = list(map(int, text.split()))
    n, x = nums[0], nums[1]
    ways = [0] * (x + 1)
    ways[0] = 1
    for c in nums[2:]:
        for s in range(c, x + 1):
            ways[s] = (ways[s] + ways[s - c]) % MOD
    return f"{ways[x]}\n"


def case(x, coins):
    return f"{len(coins)} {x}\n" + " ".join(map(str, coins)) + "\n"


def cases():
    rng = random.Random(20270129)
    return [
        case(1, [1]),
        case(1, [2]),
        case(10, [2, 5, 3, 6]),
        case(100, rng.sample(range(1, 30), 6)),
        case(5 * 10**4, rng.sample(range(1, 1001), 100)),
        case(5 * 10**4, list(range(1, 101))),
        case(49999, rng.sample(range(2, 10**5 + 1, 2), 50)),
        case(5 * 10**4, [10**5]),
        case(43210, rng.sample(range(1, 10**5), 20)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
