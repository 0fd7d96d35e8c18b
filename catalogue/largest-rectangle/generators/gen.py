"""Writes the secret tests of largest-rectangle into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    n, *h = map(int, text.split())
    stack, best = [], 0  # indices of bars with increasing heights
    for i in range(n + 1):
        cur = h[i] if i < n else 0
        while stack and h[stack[-1]] >= cur:
            height = h[stack.pop()]
            left = stack[-1] + 1 if stack else 0
            best = max(best, height * (i - left))
        stack.append(i)
    return f"{best}\n"


def case(h):
    return f"{len(h)}\n" + " ".join(map(str, h)) + "\n"


def cases():
    rng = random.Random(20261229)
    n = 5 * 10**4
    big = 2 * 10**5
    return [
        case([0]),
        case([7]),
        case([2, 4]),
        case([rng.randint(0, 10) for _ in range(50)]),
        case([rng.randint(0, 10**9) for _ in range(n)]),
        case(list(range(1, big + 1))),
        case(list(range(n, 0, -1))),
        case([10**9] * big),
        case([rng.randint(0, 3) for _ in range(n)]),
        case([n - abs(n // 2 - i) for i in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
