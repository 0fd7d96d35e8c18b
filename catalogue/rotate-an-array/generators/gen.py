"""Writes the secret tests of rotate-an-array into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

rng = random.Random(20261104)
out = Path(sys.argv[1])


def array(n):
    return [rng.randint(-10**9, 10**9) for _ in range(n)]


cases = [
    (array(1), 10**18),
    (array(6), 0),
    (array(7), 7 * 10**17),  # a multiple of N: unchanged
    (array(1000), 10**18),
    (array(1000), rng.randint(10**17, 10**18)),
    (array(999), 998),
    (array(500), rng.randint(10**12, 10**13)),
    (array(2), 10**18 - 1),
]
for i, (values, k) in enumerate(cases, start=1):
    shift = k % len(values)
    rotated = values[len(values) - shift :] + values[: len(values) - shift]
    (out / f"{i:02d}.in").write_text(f"{len(values)} {k}\n{' '.join(map(str, values))}\n")
    (out / f"{i:02d}.ans").write_text(" ".join(map(str, rotated)) + "\n")
