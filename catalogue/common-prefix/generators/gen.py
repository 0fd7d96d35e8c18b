"""Writes the secret tests of common-prefix into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    words = text.split()[1:]
    prefix = words[0]
    for w in words[1:]:
        i = 0
        while i < len(prefix) and i < len(w) and prefix[i] == w[i]:
            i += 1
        prefix = prefix[:i]
    return (prefix or "NONE") + "\n"


def case(words):
    return f"{len(words)}\n" + "".join(w + "\n" for w in words)


def word(rng, n, letters="abcdefghijklmnopqrstuvwxyz"):
    return "".join(rng.choice(letters) for _ in range(n))


def cases():
    rng = random.Random(20270127)
    stem = word(rng, 1000)
    return [
        case(["a"]),
        case(["abc", "abc"]),
        case(["ab", "a"]),
        case(["b", "a"]),
        case([word(rng, rng.randint(1, 5), "ab") for _ in range(20)]),
        case([stem[:rng.randint(900, 1000)] + word(rng, 5) for _ in range(190)]),
        case(["a" * 20 for _ in range(10**4)]),
        case([stem[:19] + word(rng, 1) for _ in range(10**4)]),
        case(["x" * 100000, "x" * 99999 + "y"]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
