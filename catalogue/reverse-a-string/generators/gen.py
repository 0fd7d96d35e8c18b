"""Writes the secret tests of reverse-a-string into the folder given as the only argument (fixed seed)."""
import random
import string
import sys
from pathlib import Path

rng = random.Random(20261102)
out = Path(sys.argv[1])
printable = [c for c in string.printable if c.isprintable() and c != " "]

cases = ["a", "racecar", "ab" * 500, "".join(rng.choice(printable) for _ in range(1000))]
cases += ["".join(rng.choice(printable) for _ in range(rng.randint(40, 200))) for _ in range(4)]
for i, word in enumerate(cases, start=1):
    (out / f"{i:02d}.in").write_text(word + "\n")
    (out / f"{i:02d}.ans").write_text(word[::-1] + "\n")
