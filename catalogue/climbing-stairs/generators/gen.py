"""Writes the secret tests of climbing-stairs into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MOD = 10**9 + 7


def solve(text):
    n = int(text)
    a, b = 1, 1  # ways to reach step 0 and step 1
    for _ in range(n - 1):
        a, b = b, (a + b) % MOD
    return f"{b}\n"


def cases():
    rng = random.Random(20261124)
    fixed = [1, 2, 4, 10, 44, 45, 90, 1000, 10**6, 999_999]
    return [f"{n}\n" for n in fixed + [rng.randint(1, 10**6) for _ in range(6)]]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
