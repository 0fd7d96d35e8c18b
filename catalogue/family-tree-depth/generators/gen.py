"""Writes the secret tests of family-tree-depth into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *p = map(int, text.split())
    children = [[] for _ in range(n + 1)]
    root = 0
    for i, parent in enumerate(p, start=1):
        if parent == 0:
            root = i
        else:
            children[parent].append(i)
    best, frontier = 0, [root]
    while frontier:
        best += 1
        frontier = [c for x in frontier for c in children[x]]
    return f"{best}\n"


def case(rng, n, parent_of):
    labels = list(range(1, n + 1))
    rng.shuffle(labels)
    p = [0] * n
    for i in range(1, n):
        p[labels[i] - 1] = labels[parent_of(i)]
    return f"{n}\n" + " ".join(map(str, p)) + "\n"


def cases():
    rng = random.Random(20261223)
    n = 10**5
    return [
        "1\n0\n",
        "2\n2 0\n",
        case(rng, 10, lambda i: rng.randrange(i)),
        case(rng, n, lambda i: rng.randrange(i)),
        case(rng, n, lambda i: i - 1),
        case(rng, n, lambda i: 0),
        case(rng, n, lambda i: (i - 1) // 2),
        case(rng, n, lambda i: max(0, i - rng.randint(1, 4))),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
