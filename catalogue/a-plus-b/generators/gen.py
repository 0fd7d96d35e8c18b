"""Writes the secret tests of a-plus-b into the folder given as the only argument.

Deterministic: a fixed seed, so `npm run verify:problems` can check the committed data.
"""
import random
import sys
from pathlib import Path

LIMIT = 2 * 10**9
rng = random.Random(20261101)
out = Path(sys.argv[1])

# Three secret tests (five in all): the app's own tests count on a-plus-b having five.
cases = [
    (LIMIT, LIMIT),  # 4·10^9 overflows a 32-bit int
    (-LIMIT, LIMIT - 1),
    (rng.randint(-LIMIT, LIMIT), rng.randint(-LIMIT, LIMIT)),
]
# Test Case Hints: shown to a student whose submission fails the test (the package's <test>.yaml).
hints = {1: "The sum here is 4,000,000,000: more than a 32-bit int holds. Use a 64-bit type (long long, long)."}
for i, (a, b) in enumerate(cases, start=1):
    (out / f"{i:02d}.in").write_text(f"{a} {b}\n")
    (out / f"{i:02d}.ans").write_text(f"{a + b}\n")
    if i in hints:
        (out / f"{i:02d}.yaml").write_text(f"hint: \"{hints[i]}\"\n")
