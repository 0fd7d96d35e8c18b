"""Writes the secret tests of range-additions into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n, q = nums[0], nums[1]
    diff = [0] * (n + 2)
    for j in range(q):
        l, r, v = nums[2 + 3 * j: 5 + 3 * j]
        diff[l] += v
        diff[r + 1] -= v
    out, running = [], 0
    for i in range(1, n + 1):
        running += diff[i]
        out.append(running)
    return " ".join(map(str, out)) + "\n"


def case(n, updates):
    return f"{n} {len(updates)}\n" + "".join(f"{l} {r} {v}\n" for l, r, v in updates)


def update(rng, n, bound):
    l, r = sorted((rng.randint(1, n), rng.randint(1, n)))
    return (l, r, rng.randint(-bound, bound))


def cases():
    rng = random.Random(20270103)
    n = 2 * 10**4
    return [
        case(1, [(1, 1, -10**6)]),
        case(3, [(1, 3, 1), (1, 1, 1), (3, 3, 1)]),
        case(20, [update(rng, 20, 9) for _ in range(30)]),
        case(n, [update(rng, n, 10**6) for _ in range(n)]),
        case(n, [(1, n, 10**6)] * n),
        case(n, [(1, n, -10**6) if j % 2 else (j % n + 1, n, 10**6) for j in range(n)]),
        case(2 * 10**5, [(j % 100 + 1, 2 * 10**5 - j % 97, j % 19 - 9) for j in range(15 * 10**4)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
