"""Writes the secret tests of word-frequency into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    words = text.split()[1:]
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    best = min(counts, key=lambda w: (-counts[w], w))
    return f"{best} {counts[best]}\n"


def case(words):
    return f"{len(words)}\n" + " ".join(words) + "\n"


def cases():
    rng = random.Random(20270210)
    n = 5 * 10**4
    vocab = ["".join(rng.choice("abcdefghij") for _ in range(rng.randint(1, 10))) for _ in range(5000)]
    return [
        case(["a"]),
        case(["zz", "aa"]),
        case(["b", "a", "b", "a"]),
        case([rng.choice(["red", "green", "blue"]) for _ in range(50)]),
        case([rng.choice(vocab) for _ in range(n)]),
        case([rng.choice(vocab[:3]) for _ in range(n)]),
        case(vocab[:n // 10] * 10),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
