"""Writes the secret tests of lru-cache into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from collections import OrderedDict


def solve(text):
    lines = text.split("\n")
    cap = int(lines[0].split()[0])
    cache, out = OrderedDict(), []
    for line in lines[1:-1]:
        parts = line.split()
        k = int(parts[1])
        if parts[0] == "get":
            if k in cache:
                cache.move_to_end(k)
                out.append(str(cache[k]))
            else:
                out.append("-1")
        else:
            if k in cache:
                cache.move_to_end(k)
            cache[k] = int(parts[2])
            if len(cache) > cap:
                cache.popitem(last=False)
    return "".join(line + "\n" for line in out)


def random_case(rng, cap, q, keys, get_share):
    cmds = []
    for _ in range(q):
        k = rng.randint(0, keys)
        cmds.append(f"get {k}" if rng.random() < get_share else f"put {k} {rng.randint(0, 10**9)}")
    return f"{cap} {q}\n" + "".join(c + "\n" for c in cmds)


def cases():
    rng = random.Random(20261201)
    big = 20000
    cycle = [f"put {i} {i}" for i in range(10000)] + [f"get {i}" for i in range(10000)]
    return [
        "1 3\nget 0\nput 0 0\nget 0\n",
        "2 6\nput 1 1\nput 2 2\nget 1\nput 3 3\nget 2\nget 1\n",
        random_case(rng, 3, 60, 6, 0.5),
        random_case(rng, 10, 2000, 40, 0.5),
        random_case(rng, 100, big, 300, 0.6),
        random_case(rng, 10000, big, 10**9, 0.3),
        random_case(rng, 5000, big, 8000, 0.5),
        f"10000 {big}\n" + "".join(c + "\n" for c in cycle),
        f"9999 {big}\n" + "".join(c + "\n" for c in cycle),
        f"75000 150000\n" + "".join(f"put {i} {i % 1000}\n" for i in range(149999)) + "get 75000\n",
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
