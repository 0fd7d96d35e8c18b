"""Writes the secret tests of station-platforms into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    events = []
    for a, d in zip(nums[1::2], nums[2::2]):
        events.append((a, 0))  # arrivals sort before departures at the same minute
        events.append((d, 1))
    events.sort()
    best = cur = 0
    for _, kind in events:
        cur += 1 if kind == 0 else -1
        best = max(best, cur)
    return f"{best}\n"


def case(trains):
    return f"{len(trains)}\n" + "".join(f"{a} {d}\n" for a, d in trains)


def train(rng, top, longest):
    a = rng.randint(0, top)
    return (a, min(10**9, a + rng.randint(0, longest)))


def cases():
    rng = random.Random(20270207)
    n = 5 * 10**4
    return [
        case([(0, 0)]),
        case([(5, 5), (5, 5)]),
        case([(1, 2), (3, 4)]),
        case([train(rng, 50, 10) for _ in range(30)]),
        case([train(rng, 10**9, 10**6) for _ in range(n)]),
        case([train(rng, 10**5, 100) for _ in range(n)]),
        case([(i, i) for i in range(n)]),
        case([(0, 10**9)] * n),
        case([(i, n + i) for i in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
