"""Writes the secret tests of common-ancestor into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    n, q = map(int, lines[0].split())
    parent = [0, 0] + list(map(int, lines[1].split()))
    depth = [0] * (n + 1)
    for i in range(2, n + 1):
        depth[i] = depth[parent[i]] + 1  # parents come before children
    log = max(1, n.bit_length())
    up = [parent[:]]
    up[0][1] = 1
    for k in range(1, log):
        prev = up[-1]
        up.append([prev[prev[i]] for i in range(n + 1)])
    out = []
    for line in lines[2:2 + q]:
        u, v = map(int, line.split())
        if depth[u] < depth[v]:
            u, v = v, u
        diff = depth[u] - depth[v]
        k = 0
        while diff:
            if diff & 1:
                u = up[k][u]
            diff >>= 1
            k += 1
        if u != v:
            for k in range(log - 1, -1, -1):
                if up[k][u] != up[k][v]:
                    u, v = up[k][u], up[k][v]
            u = up[0][u]
        out.append(str(u))
    return "".join(s + "\n" for s in out)


def case(rng, n, q, parent_of):
    parents = [parent_of(i) for i in range(2, n + 1)]
    qs = [(rng.randint(1, n), rng.randint(1, n)) for _ in range(q)]
    return f"{n} {q}\n" + " ".join(map(str, parents)) + "\n" + "".join(f"{u} {v}\n" for u, v in qs)


def far_apart(n, q):
    return f"{n} {q}\n" + " ".join(str(i - 1) for i in range(2, n + 1)) + "\n" + "".join(f"{n - i % 50} {1 + i % 50}\n" for i in range(q))


def cases():
    rng = random.Random(20270122)
    n, q = 2 * 10**4, 10**4
    return [
        "2 3\n1\n1 1\n2 2\n1 2\n",
        case(rng, 10, 20, lambda i: rng.randint(1, i - 1)),
        case(rng, n, q, lambda i: rng.randint(1, i - 1)),
        case(rng, n, q, lambda i: i - 1),
        far_apart(n, q),
        case(rng, n, q, lambda i: 1),
        case(rng, n, q, lambda i: i // 2),
        case(rng, n, q, lambda i: i - 1 if i <= n // 2 else rng.randint(n // 2 - 100, i - 1)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
