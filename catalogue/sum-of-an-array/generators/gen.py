"""Writes the secret tests of sum-of-an-array into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

LIMIT = 10**9
rng = random.Random(20261103)
out = Path(sys.argv[1])

cases = [
    [42],
    [LIMIT] * 1000,  # far beyond 32 bits
    [(-1) ** i * LIMIT for i in range(1001)],
    [-LIMIT] * 2000,
    [rng.randint(-LIMIT, LIMIT) for _ in range(2000)],
    [rng.randint(0, LIMIT) for _ in range(1500)],
]
for i, values in enumerate(cases, start=1):
    (out / f"{i:02d}.in").write_text(f"{len(values)}\n{' '.join(map(str, values))}\n")
    (out / f"{i:02d}.ans").write_text(f"{sum(values)}\n")
