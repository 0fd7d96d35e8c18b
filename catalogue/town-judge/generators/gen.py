"""Writes the secret tests of town-judge into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n = nums[0]
    trusts, trusted = [0] * (n + 1), [0] * (n + 1)
    for a, b in zip(nums[2::2], nums[3::2]):
        trusts[a] += 1
        trusted[b] += 1
    judges = [i for i in range(1, n + 1) if trusts[i] == 0 and trusted[i] == n - 1]
    return f"{judges[0] if judges else -1}\n"


def case(n, pairs):
    return f"{n} {len(pairs)}\n" + "".join(f"{a} {b}\n" for a, b in pairs)


def with_judge(rng, n, judge, extra):
    pairs = {(i, judge) for i in range(1, n + 1) if i != judge}
    while len(pairs) < n - 1 + extra:
        a, b = rng.randint(1, n), rng.randint(1, n)
        if a != b and a != judge:
            pairs.add((a, b))
    pairs = list(pairs)
    rng.shuffle(pairs)
    return pairs


def cases():
    rng = random.Random(20270220)
    n = 10**4
    big = 10**5
    no_judge = with_judge(rng, n, 77, 5000)
    no_judge.remove((5, 77))
    return [
        "1 0\n",
        case(2, [(1, 2)]),
        case(2, [(1, 2), (2, 1)]),
        case(4, with_judge(rng, 4, 3, 2)),
        case(n, with_judge(rng, n, rng.randint(1, n), 10000)),
        case(n, no_judge),
        case(big, with_judge(rng, big, big, 0)),
        case(n, [(i, i + 1) for i in range(1, n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
