"""Writes the secret tests of majority-vote into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *v = map(int, text.split())
    counts = {}
    for x in v:
        counts[x] = counts.get(x, 0) + 1
    best = max(counts, key=counts.get)
    return f"{best}\n" if counts[best] * 2 > n else "NO MAJORITY\n"


def case(rng, votes):
    votes = list(votes)
    rng.shuffle(votes)
    return f"{len(votes)}\n" + " ".join(map(str, votes)) + "\n"


def cases():
    rng = random.Random(20270126)
    n = 5 * 10**4
    big = 2 * 10**5
    return [
        case(rng, [7]),
        case(rng, [1, 2]),
        case(rng, [3, 3]),
        case(rng, [5] * 10 + [6] * 10),
        case(rng, [5] * 11 + [6] * 10),
        case(rng, [10**9] * (n // 2 + 1) + [rng.randint(1, 10**9) for _ in range(n // 2 - 1)]),
        case(rng, [4] * (big // 2) + [rng.randint(5, 10**9) for _ in range(big // 2)]),
        case(rng, [rng.randint(1, 3) for _ in range(n)]),
        case(rng, [rng.randint(1, 10**9) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
