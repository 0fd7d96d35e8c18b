"""Writes the secret tests of live-leaderboard into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from bisect import bisect_right, insort
from itertools import accumulate


def solve(text):
    lines = text.split("\n")
    q = int(lines[0])
    score, ordered, out = {}, [], []
    suffix = None  # sums of the highest scores, kept until the next change
    for line in lines[1:q + 1]:
        p = line.split()
        if p[0] == "add":
            name, pts = p[1], int(p[2])
            if name in score:
                ordered.pop(bisect_right(ordered, score[name]) - 1)
            score[name] = score.get(name, 0) + pts
            insort(ordered, score[name])
            suffix = None
        elif p[0] == "rank":
            if p[1] not in score:
                score[p[1]] = 0
                insort(ordered, 0)
                suffix = None
            out.append(str(len(ordered) - bisect_right(ordered, score[p[1]]) + 1))
        else:
            if suffix is None:
                suffix = [0, *accumulate(reversed(ordered))]
            out.append(str(suffix[min(int(p[1]), len(ordered))]))
    return "".join(s + "\n" for s in out)


def random_case(rng, q, names, weights, max_k):
    pool = ["".join(rng.choice("abcdefghij") for _ in range(rng.randint(1, 10))) for _ in range(names)]
    cmds = []
    for _ in range(q):
        op = rng.choices(["add", "rank", "top"], weights)[0]
        if op == "add":
            cmds.append(f"add {rng.choice(pool)} {rng.randint(1, 50)}")
        elif op == "rank":
            cmds.append(f"rank {rng.choice(pool)}")
        else:
            cmds.append(f"top {rng.randint(1, max_k)}")
    return f"{q}\n" + "".join(c + "\n" for c in cmds)


def letters(i):
    name = ""
    for _ in range(4):
        name += chr(97 + i % 26)
        i //= 26
    return name


def cases():
    rng = random.Random(20270202)
    q = 2 * 10**4
    return [
        "3\nrank a\ntop 1\ntop 20000\n",
        random_case(rng, 60, 5, [3, 2, 1], 6),
        random_case(rng, 2000, 100, [3, 2, 1], 120),
        random_case(rng, q, 10000, [6, 3, 1], 10000),
        random_case(rng, q, 5, [3, 1, 1], 5),
        "50000\n" + "".join(f"add {letters(i)} {1 + i % 50}\n" for i in range(20000)) + "".join(f"top {20000 - i % 20000}\n" for i in range(30000)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
