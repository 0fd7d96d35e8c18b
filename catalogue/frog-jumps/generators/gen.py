"""Writes the secret tests of frog-jumps into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *s = map(int, text.split())
    jumps, reach, frontier = 0, 0, 0  # stones 0..frontier take `jumps` jumps; reach: the farthest next
    for i in range(n - 1):
        reach = max(reach, i + s[i])
        if i == frontier:
            if reach <= i:
                return "-1\n"
            jumps += 1
            frontier = reach
            if frontier >= n - 1:
                break
    return f"{jumps}\n"


def case(s):
    return f"{len(s)}\n" + " ".join(map(str, s)) + "\n"


def cases():
    rng = random.Random(20270123)
    n = 5 * 10**4
    return [
        case([0]),
        case([1, 0]),
        case([0, 2]),
        case([rng.randint(0, 3) for _ in range(40)]),
        case([rng.randint(1, 5) for _ in range(n)]),
        case([1] * n),
        case([n] + [0] * (n - 1)),
        case([rng.randint(0, 100) for _ in range(n)]),
        case([2] * (n // 2) + [0] + [5] * (n - n // 2 - 1)),
        case([4 * n - i for i in range(4 * n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
