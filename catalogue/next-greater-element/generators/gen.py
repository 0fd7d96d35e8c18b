"""Writes the secret tests of next-greater-element into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *a = map(int, text.split())
    ans, stack = [-1] * n, []
    for i, x in enumerate(a):
        while stack and a[stack[-1]] < x:
            ans[stack.pop()] = x
        stack.append(i)
    return " ".join(map(str, ans)) + "\n"


def case(a):
    return f"{len(a)}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20261126)
    n = 20000
    big = 3 * 10**5
    return [
        case([1]),
        case([1, 2]),
        case([2, 1]),
        case([rng.randint(1, 10) for _ in range(30)]),
        case([rng.randint(1, 10**6) for _ in range(1000)]),
        case([rng.randint(1, 10**6) for _ in range(n)]),
        case(list(range(big, 0, -1))),
        case(list(range(1, n + 1))),
        case([10**6] * (n - 1) + [1]),
        case([n - i if i < n // 2 else 10**6 for i in range(n)]),
        case([rng.choice([1, 10**6]) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
