"""Writes the secret tests of team-sizes into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n = nums[0]
    manager = [0, 0] + nums[1:]
    children = [[] for _ in range(n + 1)]
    for i in range(2, n + 1):
        children[manager[i]].append(i)
    order, stack = [], [1]
    while stack:
        x = stack.pop()
        order.append(x)
        stack.extend(children[x])
    size = [1] * (n + 1)
    for x in reversed(order):
        if x != 1:
            size[manager[x]] += size[x]
    return " ".join(map(str, size[1:])) + "\n"


def case(rng, n, parent_of):
    labels = [1] + rng.sample(range(2, n + 1), n - 1)  # employee 1 stays the root
    manager = [0] * (n + 1)
    for i in range(1, n):
        manager[labels[i]] = labels[parent_of(i)]
    return f"{n}\n" + " ".join(map(str, manager[2:])) + "\n"


def cases():
    rng = random.Random(20270105)
    n = 2 * 10**4
    return [
        "1\n\n",
        "2\n1\n",
        case(rng, 10, lambda i: rng.randrange(i)),
        case(rng, n, lambda i: rng.randrange(i)),
        case(rng, 5 * n, lambda i: i - 1),
        case(rng, n, lambda i: 0),
        case(rng, n, lambda i: (i - 1) // 2),
        case(rng, n, lambda i: max(0, i - rng.randint(1, 3))),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
