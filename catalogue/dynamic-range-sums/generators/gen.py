"""Writes the secret tests of dynamic-range-sums into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    n, q = map(int, lines[0].split())
    a = [0] + list(map(int, lines[1].split()))
    tree = [0] * (n + 1)

    def add(i, delta):
        while i <= n:
            tree[i] += delta
            i += i & -i

    def prefix(i):
        s = 0
        while i > 0:
            s += tree[i]
            i -= i & -i
        return s

    for i in range(1, n + 1):
        add(i, a[i])
    out = []
    for line in lines[2:2 + q]:
        cmd, x, y = line.split()
        if cmd == "set":
            i, v = int(x), int(y)
            add(i, v - a[i])
            a[i] = v
        else:
            out.append(str(prefix(int(y)) - prefix(int(x) - 1)))
    return "".join(s + "\n" for s in out)


def case(rng, n, q, bound, set_share, wide):
    a = [rng.randint(-bound, bound) for _ in range(n)]
    cmds = []
    for _ in range(q):
        if rng.random() < set_share:
            cmds.append(f"set {rng.randint(1, n)} {rng.randint(-bound, bound)}")
        else:
            l, r = (1, n) if wide else sorted((rng.randint(1, n), rng.randint(1, n)))
            cmds.append(f"sum {l} {r}")
    return f"{n} {q}\n" + " ".join(map(str, a)) + "\n" + "".join(c + "\n" for c in cmds)


def cases():
    rng = random.Random(20261226)
    n = 2 * 10**4
    return [
        "1 3\n5\nsum 1 1\nset 1 -5\nsum 1 1\n",
        case(rng, 10, 50, 10, 0.4, False),
        case(rng, 1000, 1000, 10**9, 0.5, False),
        case(rng, n, n, 10**9, 0.5, False),
        case(rng, n, n, 10**9, 0.5, True),
        case(rng, n, n, 10**9, 0.05, True),
        case(rng, n, n, 10**9, 0.9, False),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
