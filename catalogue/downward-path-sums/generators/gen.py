"""Writes the secret tests of downward-path-sums into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    n, k = map(int, lines[0].split())
    parent = [0, 0] + list(map(int, lines[1].split()))
    v = [0] + list(map(int, lines[2].split()))
    children = [[] for _ in range(n + 1)]
    for i in range(2, n + 1):
        children[parent[i]].append(i)
    seen = {0: 1}
    count = 0
    stack = [(1, 0, False)]
    while stack:
        x, above, leaving = stack.pop()
        s = above + v[x]
        if leaving:
            seen[s] -= 1
            continue
        count += seen.get(s - k, 0)
        seen[s] = seen.get(s, 0) + 1
        stack.append((x, above, True))
        for c in children[x]:
            stack.append((c, s, False))
    return f"{count}\n"


def case(rng, n, k, parent_of, value):
    parents = [parent_of(i) for i in range(2, n + 1)]
    return f"{n} {k}\n" + " ".join(map(str, parents)) + "\n" + " ".join(str(value()) for _ in range(n)) + "\n"


def cases():
    rng = random.Random(20270223)
    n = 5 * 10**4
    return [
        "1 5\n\n5\n",
        "2 0\n1\n0 0\n",
        case(rng, 10, 2, lambda i: rng.randint(1, i - 1), lambda: rng.randint(-2, 3)),
        case(rng, n, 0, lambda i: rng.randint(1, i - 1), lambda: rng.randint(-3, 3)),
        case(rng, n, 10**6, lambda i: rng.randint(1, i - 1), lambda: rng.randint(-10**6, 10**6)),
        case(rng, 2 * 10**5, 0, lambda i: i - 1, lambda: 0),
        case(rng, n, 7, lambda i: i - 1, lambda: rng.choice([-7, 0, 7])),
        case(rng, n, 5, lambda i: max(1, i - rng.randint(1, 3)), lambda: rng.randint(-5, 5)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
