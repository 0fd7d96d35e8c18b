"""Writes the secret tests of longest-common-subsequence into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    s, t = text.split()
    prev = [0] * (len(t) + 1)
    for ch in s:
        cur = [0] * (len(t) + 1)
        for j, tc in enumerate(t, start=1):
            cur[j] = prev[j - 1] + 1 if ch == tc else max(prev[j], cur[j - 1])
        prev = cur
    return f"{prev[-1]}\n"


def word(rng, n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


def cases():
    rng = random.Random(20261127)
    return [
        "a\na\n",
        "a\nb\n",
        "abc\ncba\n",
        "aaaa\naa\n",
        f"{word(rng, 40, 'ab')}\n{word(rng, 50, 'ab')}\n",
        f"{word(rng, 300, 'abcdefghijklmnopqrstuvwxyz')}\n{word(rng, 280, 'abcdefghijklmnopqrstuvwxyz')}\n",
        f"{word(rng, 2000, 'abc')}\n{word(rng, 2000, 'abc')}\n",
        f"{word(rng, 2000, 'abcdefghijklmnopqrstuvwxyz')}\n{word(rng, 1999, 'abcdefghijklmnopqrstuvwxyz')}\n",
        f"{'z' * 2000}\n{'z' * 2000}\n",
        f"{'ab' * 1000}\n{'ba' * 1000}\n",
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
