"""Writes the secret tests of pattern-occurrences into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    t, p = text.split()
    s = p + "#" + t
    pi = [0] * len(s)
    for i in range(1, len(s)):
        k = pi[i - 1]
        while k and s[i] != s[k]:
            k = pi[k - 1]
        if s[i] == s[k]:
            k += 1
        pi[i] = k
    starts = [i - 2 * len(p) + 1 for i in range(len(s)) if pi[i] == len(p)]
    return f"{len(starts)}\n" + (" ".join(map(str, starts)) + "\n" if starts else "")


def word(rng, n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


def cases():
    rng = random.Random(20261225)
    n = 10**5
    big = 3 * 10**5
    return [
        "a\na\n",
        "a\nb\n",
        "ab\nab\n",
        "aaaaa\naa\n",
        f"{word(rng, 200, 'ab')}\n{word(rng, 3, 'ab')}\n",
        f"{'a' * big}\n{'a' * (big // 2 - 1) + 'b'}\n",
        f"{word(rng, n, 'abcdefghijklmnopqrstuvwxyz')}\n{word(rng, 2, 'abcdefghijklmnopqrstuvwxyz')}\n",
        f"{'a' * n}\n{'a' * 1000}\n",
        f"{'a' * n}\n{'a' * 999 + 'b'}\n",
        f"{'ab' * (n // 2)}\n{'ab' * 500 + 'a'}\n",
        f"{word(rng, n, 'ab')}\n{word(rng, 12, 'ab')}\n",
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
