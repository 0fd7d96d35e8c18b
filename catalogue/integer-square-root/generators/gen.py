"""Writes the secret tests of integer-square-root into the folder given as the only argument (fixed seed)."""
import math
import random
import sys
from pathlib import Path

TOP = 10**18
rng = random.Random(20261105)
out = Path(sys.argv[1])


def near_squares(count):
    """Just below large perfect squares, where a double rounds up to the next integer root."""
    roots = [rng.randint(10**8, 10**9) for _ in range(count)]
    return [r * r - 1 for r in roots] + [r * r for r in roots]


cases = [
    [TOP, TOP - 1, 1, 0, 2, 3],
    near_squares(50),
    [rng.randint(0, TOP) for _ in range(100)],
    [rng.randint(0, 10**6) for _ in range(100)],
    [TOP - i for i in range(100)],
    near_squares(30) + [rng.randint(10**15, TOP) for _ in range(40)],
]
for i, numbers in enumerate(cases, start=1):
    (out / f"{i:02d}.in").write_text(f"{len(numbers)}\n" + "".join(f"{n}\n" for n in numbers))
    (out / f"{i:02d}.ans").write_text("".join(f"{math.isqrt(n)}\n" for n in numbers))
