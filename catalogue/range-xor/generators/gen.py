"""Writes the secret tests of range-xor into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

TOP = 10**18
rng = random.Random(20261106)
out = Path(sys.argv[1])


def prefix_xor(n):
    """0 ^ 1 ^ ... ^ n (0 for n = -1)."""
    return [n, 1, n + 1, 0][n % 4] if n >= 0 else 0


def pair(low, high):
    a, b = rng.randint(low, high), rng.randint(low, high)
    return (min(a, b), max(a, b))


cases = [
    [(0, 0), (0, TOP), (TOP, TOP), (1, 1), (0, 3), (TOP - 7, TOP)],
    [pair(0, 100) for _ in range(100)],
    [pair(0, TOP) for _ in range(100)],
    [(l, l + rng.randint(0, 8)) for l in (rng.randint(0, TOP - 8) for _ in range(100))],
    [pair(10**17, TOP) for _ in range(60)],
]
for i, queries in enumerate(cases, start=1):
    (out / f"{i:02d}.in").write_text(f"{len(queries)}\n" + "".join(f"{l} {r}\n" for l, r in queries))
    (out / f"{i:02d}.ans").write_text("".join(f"{prefix_xor(r) ^ prefix_xor(l - 1)}\n" for l, r in queries))
