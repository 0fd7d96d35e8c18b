"""Writes the secret tests of caesar-cipher into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def shift(ch, k):
    if "a" <= ch <= "z":
        return chr((ord(ch) - 97 + k) % 26 + 97)
    if "A" <= ch <= "Z":
        return chr((ord(ch) - 65 + k) % 26 + 65)
    return ch


def solve(text):
    first, message = text.split("\n")[:2]
    k = int(first)
    return "".join(shift(ch, k) for ch in message) + "\n"


PRINTABLE = "".join(chr(c) for c in range(32, 127))


def case(k, message):
    return f"{k}\n{message}\n"


def cases():
    rng = random.Random(20270116)
    return [
        case(0, "Hello, World!"),
        case(1, "z Z a A"),
        case(25, "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        case(10**9, "The quick brown fox jumps over the lazy dog."),
        case(rng.randint(0, 10**9), "".join(rng.choice(PRINTABLE) for _ in range(100000))),
        case(13, "".join(rng.choice("abcXYZ !") for _ in range(50000))),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
