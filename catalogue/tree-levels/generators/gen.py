"""Writes the secret tests of tree-levels into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n = nums[0]
    kids = [(nums[1 + 2 * i], nums[2 + 2 * i]) for i in range(n)]
    level, sums = [1], []
    while level:
        sums.append(sum(level))
        level = [c for x in level for c in kids[x - 1] if c]
    return " ".join(map(str, sums)) + "\n"


def case(n, children):
    return f"{n}\n" + "".join(f"{l} {r}\n" for l, r in children[1:])


def random_tree(rng, n, shape):
    labels = [1] + rng.sample(range(2, n + 1), n - 1)
    children = [[0, 0] for _ in range(n + 1)]
    free = [(labels[0], 0), (labels[0], 1)]
    for i in range(1, n):
        if shape == "chain":
            parent, side = labels[i - 1], rng.randint(0, 1)
        else:
            k = rng.randrange(len(free)) if shape == "random" else 0
            parent, side = free[k]
            free[k] = free[-1]
            free.pop()
        children[parent][side] = labels[i]
        free += [(labels[i], 0), (labels[i], 1)]
    return children


def cases():
    rng = random.Random(20270203)
    n = 5 * 10**4
    return [
        "1\n0 0\n",
        "2\n0 2\n0 0\n",
        case(10, random_tree(rng, 10, "random")),
        case(n, random_tree(rng, n, "random")),
        case(n, random_tree(rng, n, "chain")),
        case(n, random_tree(rng, n, "full")),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
