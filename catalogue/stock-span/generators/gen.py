"""Writes the secret tests of stock-span into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *p = map(int, text.split())
    stack, out = [], []
    for i, x in enumerate(p):
        while stack and p[stack[-1]] <= x:
            stack.pop()
        out.append(i + 1 if not stack else i - stack[-1])
        stack.append(i)
    return " ".join(map(str, out)) + "\n"


def case(p):
    return f"{len(p)}\n" + " ".join(map(str, p)) + "\n"


def cases():
    rng = random.Random(20270215)
    n = 5 * 10**4
    return [
        case([1]),
        case([2, 1]),
        case([1, 2]),
        case([rng.randint(1, 9) for _ in range(30)]),
        case([rng.randint(1, 10**9) for _ in range(n)]),
        case(list(range(1, n + 1))),
        case(list(range(n, 0, -1))),
        case([10**9] * n),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
