"""Writes the secret tests of delivery-route into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n = nums[0]
    d = [nums[1 + i * n: 1 + (i + 1) * n] for i in range(n)]
    INF = float("inf")
    full = 1 << n
    best = [[INF] * n for _ in range(full)]  # best[mask][j]: from 0 through mask, ending at j
    best[1][0] = 0
    for mask in range(1, full, 2):
        row = best[mask]
        for j in range(n):
            cost = row[j]
            if cost == INF:
                continue
            dj = d[j]
            for k in range(1, n):
                if not mask >> k & 1:
                    nm = mask | 1 << k
                    if cost + dj[k] < best[nm][k]:
                        best[nm][k] = cost + dj[k]
    return f"{min(best[full - 1][j] + d[j][0] for j in range(n))}\n"


def case(d):
    return f"{len(d)}\n" + "".join(" ".join(map(str, row)) + "\n" for row in d)


def matrix(rng, n, top):
    return [[0 if i == j else rng.randint(0, top) for j in range(n)] for i in range(n)]


def cases():
    rng = random.Random(20261228)
    points = [(rng.randint(0, 1000), rng.randint(0, 1000)) for _ in range(16)]
    manhattan = [[abs(a[0] - b[0]) + abs(a[1] - b[1]) for b in points] for a in points]
    return [
        case([[0, 0], [0, 0]]),
        case([[0, 10**6], [10**6, 0]]),
        case(matrix(rng, 3, 10)),
        case(matrix(rng, 8, 100)),
        case(matrix(rng, 12, 10**6)),
        case(matrix(rng, 16, 10**6)),
        case(matrix(rng, 16, 10)),
        case(manhattan),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
