"""Writes the secret tests of k-distinct-window into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    k, s = text.split()
    k = int(k)
    count, distinct, left, best = {}, 0, 0, 0
    for right, ch in enumerate(s):
        if count.get(ch, 0) == 0:
            distinct += 1
        count[ch] = count.get(ch, 0) + 1
        while distinct > k:
            count[s[left]] -= 1
            if count[s[left]] == 0:
                distinct -= 1
            left += 1
        best = max(best, right - left + 1)
    return f"{best}\n"


def word(rng, n, letters):
    return "".join(rng.choice(letters) for _ in range(n))


def cases():
    rng = random.Random(20270101)
    n = 10**5
    alpha = "abcdefghijklmnopqrstuvwxyz"
    blocks = "".join(rng.choice(alpha) * rng.randint(1, 500) for _ in range(600))[:n]
    return [
        "1\na\n",
        "26\nabc\n",
        "1\nab\n",
        f"2\n{word(rng, 50, 'abc')}\n",
        f"3\n{word(rng, n, alpha)}\n",
        f"5\n{word(rng, n, 'abcdef')}\n",
        f"1\n{'a' * n}\n",
        f"2\n{blocks}\n",
        f"25\n{word(rng, n, alpha)}\n",
        f"1\n{'ab' * (n // 2)}\n",
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
