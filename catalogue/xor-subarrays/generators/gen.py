"""Writes the secret tests of xor-subarrays into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    k = nums[1]
    seen, prefix, count = {0: 1}, 0, 0
    for x in nums[2:]:
        prefix ^= x
        count += seen.get(prefix ^ k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return f"{count}\n"


def case(k, a):
    return f"{len(a)} {k}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20270204)
    n = 5 * 10**4
    return [
        case(0, [0]),
        case(1, [0]),
        case(5, [5]),
        case(3, [rng.randint(0, 7) for _ in range(30)]),
        case(rng.randint(0, 2**30 - 1), [rng.randint(0, 2**30 - 1) for _ in range(4 * n)]),
        case(0, [0] * n),
        case(1, [rng.randint(0, 3) for _ in range(n)]),
        case(7, [7] * n),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
