"""Writes the secret tests of meeting-room into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    meetings = sorted(zip(nums[1::2], nums[2::2]), key=lambda m: m[1])
    free_at, count = -1, 0
    for s, e in meetings:
        if s >= free_at:
            count += 1
            free_at = e
    return f"{count}\n"


def case(meetings):
    return f"{len(meetings)}\n" + "".join(f"{s} {e}\n" for s, e in meetings)


def meeting(rng, top, longest):
    s = rng.randint(0, top - 1)
    return (s, min(top, s + rng.randint(1, longest)))


def cases():
    rng = random.Random(20270102)
    n = 2 * 10**4
    return [
        case([(0, 1)]),
        case([(0, 10), (1, 2), (2, 3), (3, 4)]),
        case([(0, 5), (0, 5), (5, 10)]),
        case([meeting(rng, 30, 8) for _ in range(25)]),
        case([meeting(rng, 10**9, 10**5) for _ in range(n)]),
        case([meeting(rng, 10**5, 100) for _ in range(n)]),
        case([(i, i + 1) for i in range(n)]),
        case([(0, 10**9)] * n),
        case([(i, 10**9 - i) for i in range(n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
