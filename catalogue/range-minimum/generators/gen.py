"""Writes the secret tests of range-minimum into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n, q = nums[0], nums[1]
    a = nums[2:2 + n]
    table = [a]
    k = 1
    while 1 << k <= n:
        prev, half = table[-1], 1 << (k - 1)
        table.append([min(prev[i], prev[i + half]) for i in range(n - (1 << k) + 1)])
        k += 1
    out = []
    qs = nums[2 + n:]
    for l, r in zip(qs[::2], qs[1::2]):
        k = (r - l + 1).bit_length() - 1
        out.append(min(table[k][l - 1], table[k][r - (1 << k)]))
    return "".join(f"{x}\n" for x in out)


def case(a, queries):
    return f"{len(a)} {len(queries)}\n" + " ".join(map(str, a)) + "\n" + "".join(f"{l} {r}\n" for l, r in queries)


def cases():
    rng = random.Random(20270205)
    n = 2 * 10**4
    big = 10**5

    def span():
        l, r = rng.randint(1, n), rng.randint(1, n)
        return (min(l, r), max(l, r))

    return [
        case([4], [(1, 1)]),
        case([3, 1, 2], [(1, 1), (1, 2), (2, 3), (1, 3), (3, 3)]),
        case([rng.randint(-9, 9) for _ in range(40)], [(l, r) for l in range(1, 41, 6) for r in range(l, 41, 7)]),
        case([rng.randint(-10**6, 10**6) for _ in range(n)], [span() for _ in range(n)]),
        case(list(range(big, 0, -1)), [(1, big)] * big),
        case([rng.randint(-10**6, 10**6) for _ in range(n)], [(i, min(n, i + rng.randint(0, 5))) for i in (rng.randint(1, n) for _ in range(n))]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
