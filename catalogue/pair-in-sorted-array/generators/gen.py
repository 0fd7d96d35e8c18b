"""Writes the secret tests of pair-in-sorted-array into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    a = list(map(int, lines[1].split()))
    out = []
    for t in map(int, lines[2].split()):
        i, j, found = 0, len(a) - 1, False
        while i < j:
            s = a[i] + a[j]
            if s == t:
                found = True
                break
            if s < t:
                i += 1
            else:
                j -= 1
        out.append("YES" if found else "NO")
    return "".join(x + "\n" for x in out)


def case(a, ts):
    return f"{len(a)} {len(ts)}\n" + " ".join(map(str, a)) + "\n" + " ".join(map(str, ts)) + "\n"


def cases():
    rng = random.Random(20270131)
    n = 10**4
    big = sorted(rng.randint(-10**9, 10**9) for _ in range(n))
    odd = sorted(2 * rng.randint(0, 10**8) + 1 for _ in range(5 * n))
    return [
        case([1, 1], [2, 1, 3]),
        case([-10**9, 10**9], [0, 2 * 10**9, -2 * 10**9]),
        case(sorted(rng.randint(-10, 10) for _ in range(20)), list(range(-5, 6))),
        case(big, [big[rng.randrange(n)] + big[rng.randrange(n)] for _ in range(10)] + [rng.randint(-2 * 10**9, 2 * 10**9) for _ in range(10)]),
        case(odd, [rng.randint(0, 10**8) * 2 + 1 for _ in range(20)]),
        case([5] * n, [10, 5, 11]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
