"""Writes the secret tests of counting-bsts into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MOD = 10**9 + 7
rng = random.Random(20261107)
out = Path(sys.argv[1])

# trees[n]: a root k splits the keys into k - 1 on the left and n - k on the right.
trees = [1] * 1001
for n in range(1, 1001):
    trees[n] = sum(trees[k] * trees[n - 1 - k] for k in range(n)) % MOD

cases = [1, 2, 19, 40, 1000, 999, rng.randint(100, 998), rng.randint(500, 998)]
for i, n in enumerate(cases, start=1):
    (out / f"{i:02d}.in").write_text(f"{n}\n")
    (out / f"{i:02d}.ans").write_text(f"{trees[n]}\n")
