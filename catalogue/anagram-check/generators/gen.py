"""Writes the secret tests of anagram-check into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from collections import Counter


def solve(text):
    words = text.split()[1:]
    return "".join("YES\n" if Counter(a) == Counter(b) else "NO\n" for a, b in zip(words[::2], words[1::2]))


def word(rng, n, letters="abcdefghijklmnopqrstuvwxyz"):
    return "".join(rng.choice(letters) for _ in range(n))


def shuffled(rng, w):
    letters = list(w)
    rng.shuffle(letters)
    return "".join(letters)


def near(rng, w):
    letters = list(w)
    i = rng.randrange(len(letters))
    letters[i] = "z" if letters[i] != "z" else "y"
    rng.shuffle(letters)
    return "".join(letters)


def case(pairs):
    return f"{len(pairs)}\n" + "".join(f"{a} {b}\n" for a, b in pairs)


def cases():
    rng = random.Random(20261217)
    small = [word(rng, rng.randint(1, 12), "abc") for _ in range(60)]
    long_words = [word(rng, 20000) for _ in range(4)]
    return [
        case([("a", "a"), ("a", "b"), ("ab", "ba"), ("ab", "abb"), ("aab", "abb")]),
        case([(w, shuffled(rng, w)) for w in small[:30]] + [(w, near(rng, w)) for w in small[30:]]),
        case([(w, shuffled(rng, w)) for w in long_words[:2]] + [(w, near(rng, w)) for w in long_words[2:]]),
        case([("a" * 50000, "a" * 49999 + "b"), ("ab" * 25000, "ba" * 25000)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
