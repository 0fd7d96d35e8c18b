"""Writes the secret tests of edit-distance into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    s, t = text.split()
    prev = list(range(len(t) + 1))
    for i, a in enumerate(s, start=1):
        cur = [i] + [0] * len(t)
        for j, b in enumerate(t, start=1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a != b))
        prev = cur
    return f"{prev[-1]}\n"


def word(rng, n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


def cases():
    rng = random.Random(20261210)
    alpha = "abcdefghijklmnopqrstuvwxyz"
    base = word(rng, 1500, alpha)
    edited = list(base)
    for _ in range(150):
        k = rng.randrange(len(edited))
        edited[k] = rng.choice(alpha)
    return [
        "a\nb\n",
        "a\na\n",
        "a\naaaa\n",
        "abcdef\nazced\n",
        f"{word(rng, 30, 'ab')}\n{word(rng, 25, 'ab')}\n",
        f"{word(rng, 500, alpha)}\n{word(rng, 450, alpha)}\n",
        f"{base}\n{''.join(edited)}\n",
        f"{word(rng, 1500, 'ab')}\n{word(rng, 1500, 'ab')}\n",
        f"{'a' * 1500}\n{'b' * 1500}\n",
        f"{'x'}\n{word(rng, 1500, alpha)}\n",
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
