"""Writes the secret tests of binomial-coefficients into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MOD = 10**9 + 7
TOP = 10**6
fact = [1] * (TOP + 1)
for i in range(1, TOP + 1):
    fact[i] = fact[i - 1] * i % MOD
inv = [1] * (TOP + 1)
inv[TOP] = pow(fact[TOP], MOD - 2, MOD)
for i in range(TOP, 0, -1):
    inv[i - 1] = inv[i] * i % MOD


def solve(text):
    nums = list(map(int, text.split()))[1:]
    return "".join(f"{fact[n] * inv[k] % MOD * inv[n - k] % MOD}\n" for n, k in zip(nums[::2], nums[1::2]))


def case(pairs):
    return f"{len(pairs)}\n" + "".join(f"{n} {k}\n" for n, k in pairs)


def cases():
    rng = random.Random(20270125)

    def pair(top):
        n = rng.randint(0, top)
        return (n, rng.randint(0, n))

    return [
        case([(0, 0), (1, 0), (1, 1), (2, 1), (TOP, 0), (TOP, TOP), (TOP, 1), (TOP, TOP // 2)]),
        case([pair(30) for _ in range(300)]),
        case([pair(TOP) for _ in range(10000)]),
        case([(TOP - rng.randint(0, 10), rng.randint(0, 100)) for _ in range(10000)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
