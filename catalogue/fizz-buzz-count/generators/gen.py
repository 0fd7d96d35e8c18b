"""Writes the secret tests of fizz-buzz-count into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n = int(text)
    both = n // 15
    return f"{n // 3 - both} {n // 5 - both} {both} {n - n // 3 - n // 5 + both}\n"


def cases():
    rng = random.Random(20270209)
    fixed = [1, 3, 5, 14, 30, 10**18, 10**18 - 1]
    return [f"{n}\n" for n in fixed + [rng.randint(1, 10**6) for _ in range(3)] + [rng.randint(1, 10**18) for _ in range(5)]]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
