"""Writes the secret tests of versioned-settings into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from bisect import bisect_right


def solve(text):
    lines = text.split("\n")
    q = int(lines[0])
    times, values, out = {}, {}, []
    for line in lines[1:q + 1]:
        p = line.split()
        if p[0] == "set":
            times.setdefault(p[1], []).append(int(p[3]))
            values.setdefault(p[1], []).append(p[2])
        else:
            i = bisect_right(times.get(p[1], []), int(p[2]))
            out.append(values[p[1]][i - 1] if i else "NONE")
    return "".join(s + "\n" for s in out)


def word(rng, n):
    return "".join(rng.choice("abcdefghij") for _ in range(n))


def random_case(rng, q, keys, set_share):
    pool = [word(rng, rng.randint(1, 10)) for _ in range(keys)]
    t, cmds = 0, []
    for _ in range(q):
        if rng.random() < set_share:
            t += rng.randint(1, 50000)
            cmds.append(f"set {rng.choice(pool)} {word(rng, rng.randint(1, 10))} {t}")
        else:
            cmds.append(f"get {rng.choice(pool)} {rng.randint(0, t + 10)}")
    return f"{q}\n" + "".join(c + "\n" for c in cmds)


def cases():
    rng = random.Random(20270221)
    q = 2 * 10**4
    many_sets = [f"set k v{word(rng, 3)} {i}" for i in range(q // 2)]
    return [
        "3\nget a 0\nset a b 0\nget a 0\n",
        random_case(rng, 50, 3, 0.5),
        random_case(rng, q, 10, 0.5),
        random_case(rng, q, 5000, 0.6),
        f"{q}\n" + "".join(c + "\n" for c in many_sets) + "".join(f"get k {rng.randint(0, q)}\n" for _ in range(q // 2)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
