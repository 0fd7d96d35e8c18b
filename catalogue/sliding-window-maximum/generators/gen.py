"""Writes the secret tests of sliding-window-maximum into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from collections import deque


def solve(text):
    nums = list(map(int, text.split()))
    n, k = nums[0], nums[1]
    a = nums[2:]
    window, out = deque(), []
    for i, x in enumerate(a):
        while window and a[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(a[window[0]])
    return " ".join(map(str, out)) + "\n"


def case(k, a):
    return f"{len(a)} {k}\n" + " ".join(map(str, a)) + "\n"


def cases():
    rng = random.Random(20270107)
    n = 5 * 10**4
    big = 3 * 10**5
    return [
        case(1, [5]),
        case(1, [3, 1, 2]),
        case(2, [2, 2, 2]),
        case(4, [rng.randint(-5, 5) for _ in range(40)]),
        case(1000, [rng.randint(-10**9, 10**9) for _ in range(n)]),
        case(big - 5 * 10**4, list(range(big, 0, -1))),
        case(20000, list(range(n))),
        case(n, [rng.randint(-10**9, 10**9) for _ in range(n)]),
        case(30000, [rng.randint(0, 3) for _ in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
