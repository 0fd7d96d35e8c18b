"""Writes the secret tests of product-except-self into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MOD = 10**9 + 7


def solve(text):
    n, *a = map(int, text.split())
    left = [1] * n
    for i in range(1, n):
        left[i] = left[i - 1] * a[i - 1] % MOD
    out, right = [0] * n, 1
    for i in range(n - 1, -1, -1):
        out[i] = left[i] * right % MOD
        right = right * a[i] % MOD
    return " ".join(map(str, out)) + "\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20270104)
    n = 2 * 10**4
    return [
        case([3, 4]),
        case([0, 0]),
        case([0, 7, 9]),
        case([10**9 + 7 - 7, 10**9, 10**9]),
        case([rng.randint(0, 9) for _ in range(30)]),
        case([rng.randint(1, 10**9) for _ in range(n)]),
        case([rng.randint(1, 10**9) if i != n // 2 else 0 for i in range(n)]),
        case([10**9] * n),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
