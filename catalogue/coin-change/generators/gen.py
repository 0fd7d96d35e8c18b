"""Writes the secret tests of coin-change into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

rng = random.Random(20261109)
out = Path(sys.argv[1])


def fewest(coins, amount):
    best = [0] + [None] * amount
    for a in range(1, amount + 1):
        options = [best[a - c] for c in coins if c <= a and best[a - c] is not None]
        best[a] = min(options) + 1 if options else None
    return -1 if best[amount] is None else best[amount]


cases = [
    ([1, 3, 4], 6),  # greedy: 4 + 1 + 1; best: 3 + 3
    ([7], 0),
    ([1, 5, 10, 25], 10_000),
    ([9, 6, 1], 10_000 - 2),  # greedy is one coin off in a third of the amounts
    ([4, 6, 14], 9_999),  # all even: odd amounts are impossible
    (rng.sample(range(2, 200), 10), 10_000),
    (rng.sample(range(100, 10_001), 6), rng.randint(5_000, 10_000)),
    ([1, 1_000, 3_001, 9_999], 10_000 - 1),
]
for i, (coins, amount) in enumerate(cases, start=1):
    (out / f"{i:02d}.in").write_text(f"{len(coins)} {amount}\n{' '.join(map(str, coins))}\n")
    (out / f"{i:02d}.ans").write_text(f"{fewest(coins, amount)}\n")
