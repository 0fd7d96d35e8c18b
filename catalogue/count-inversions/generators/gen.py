"""Writes the secret tests of count-inversions into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *a = map(int, text.split())
    # Fenwick tree over values: for each element, count the earlier ones that are larger.
    top = max(a) + 2
    tree = [0] * (top + 1)
    inversions = 0
    for seen, x in enumerate(a):
        i, not_larger = x + 1, 0
        while i > 0:
            not_larger += tree[i]
            i -= i & -i
        inversions += seen - not_larger
        i = x + 1
        while i <= top:
            tree[i] += 1
            i += i & -i
    return f"{inversions}\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20261224)
    n = 5 * 10**4
    return [
        case([7]),
        case([1, 2]),
        case([2, 1]),
        case([5, 5, 5]),
        case([rng.randint(0, 10) for _ in range(60)]),
        case([rng.randint(0, 10**6) for _ in range(10**5)]),
        case(list(range(n, 0, -1))),
        case(list(range(n))),
        case([rng.randint(0, 3) for _ in range(n)]),
        case([10**6 - (i % 1000) * 1000 for i in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
