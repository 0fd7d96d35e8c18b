"""Writes the secret tests of fibonacci-modulo into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

TOP = 10**18
rng = random.Random(20261110)
out = Path(sys.argv[1])


def fib(n, m):
    """(F(n) mod m, F(n+1) mod m) by fast doubling."""
    if n == 0:
        return 0, 1 % m
    a, b = fib(n // 2, m)
    c = a * (2 * b - a) % m
    d = (a * a + b * b) % m
    return (d, (c + d) % m) if n % 2 else (c, d)


cases = [
    [(0, 2), (1, 2), (2, 10**9), (TOP, 10**9), (TOP, 2), (TOP - 1, 999_999_937)],
    [(rng.randint(0, 90), 10**9) for _ in range(50)],
    [(rng.randint(0, TOP), rng.randint(2, 10**9)) for _ in range(50)],
    [(TOP - i, 10**9 - i) for i in range(50)],
    [(rng.randint(10**17, TOP), rng.randint(2, 100)) for _ in range(40)],
]
for i, queries in enumerate(cases, start=1):
    (out / f"{i:02d}.in").write_text(f"{len(queries)}\n" + "".join(f"{n} {m}\n" for n, m in queries))
    (out / f"{i:02d}.ans").write_text("".join(f"{fib(n, m)[0]}\n" for n, m in queries))
