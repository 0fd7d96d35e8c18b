"""Writes the secret tests of matrix-chain into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n, d = nums[0], nums[1:]
    best = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            best[i][j] = min(best[i][k] + best[k + 1][j] + d[i] * d[k + 1] * d[j + 1] for k in range(i, j))
    return f"{best[0][n - 1]}\n"


def case(d):
    return f"{len(d) - 1}\n" + " ".join(map(str, d)) + "\n"


def cases():
    rng = random.Random(20270216)
    return [
        case([1, 1]),
        case([2, 3, 4]),
        case([40, 20, 30, 10, 30]),
        case([rng.randint(1, 20) for _ in range(11)]),
        case([rng.randint(1, 500) for _ in range(201)]),
        case([500] * 201),
        case([rng.choice([1, 500]) for _ in range(201)]),
        case(list(range(1, 202))),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
