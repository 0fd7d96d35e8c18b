"""Writes the secret tests of run-length-encoding into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def encode(s):
    out, i = [], 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(f"{s[i]}{j - i}")
        i = j
    return "".join(out)


def solve(text):
    return "".join(encode(s) + "\n" for s in text.split()[1:])


def runs(rng, count, longest, letters="abcdefghijklmnopqrstuvwxyz"):
    return "".join(rng.choice(letters) * rng.randint(1, longest) for _ in range(count))


def case(strings):
    return f"{len(strings)}\n" + "".join(s + "\n" for s in strings)


def cases():
    rng = random.Random(20270108)
    return [
        case(["a", "aa", "ab", "aab", "abb", "zzzzzzzzzz"]),
        case([runs(rng, rng.randint(1, 10), 12, "ab") for _ in range(100)]),
        case(["a" * 100000, "ab" * 50000]),
        case([runs(rng, 2000, 40) for _ in range(4)]),
        case(["".join(rng.choice("abc") for _ in range(1000)) for _ in range(100)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
