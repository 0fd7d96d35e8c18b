"""Writes the secret tests of longest-palindromic-substring into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    s = text.strip()
    # Manacher's algorithm on s with separators: d[i] is the radius around position i.
    t = "#" + "#".join(s) + "#"
    d = [0] * len(t)
    center = right = 0
    for i in range(len(t)):
        if i < right:
            d[i] = min(right - i, d[2 * center - i])
        while i - d[i] - 1 >= 0 and i + d[i] + 1 < len(t) and t[i - d[i] - 1] == t[i + d[i] + 1]:
            d[i] += 1
        if i + d[i] > right:
            center, right = i, i + d[i]
    return f"{max(d)}\n"


def word(rng, n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


def cases():
    rng = random.Random(20270111)
    half = word(rng, 1200, "ab")
    return [
        "a\n",
        "ab\n",
        "aa\n",
        "abcba\n",
        f"{word(rng, 60, 'ab')}\n",
        f"{word(rng, 5000, 'abcdefghijklmnopqrstuvwxyz')}\n",
        f"{'a' * 5000}\n",
        f"{word(rng, 1000, 'xyz') + half + half[::-1] + word(rng, 1600, 'xyz')}\n",
        f"{word(rng, 5000, 'ab')}\n",
        f"{'ab' * 2500}\n",
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
