"""Writes the secret tests of network-connectivity into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    n, q = map(int, lines[0].split())
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    out = []
    for line in lines[1:q + 1]:
        cmd, a, b = line.split()
        ra, rb = find(int(a)), find(int(b))
        if cmd == "link":
            parent[ra] = rb
        else:
            out.append("YES" if ra == rb else "NO")
    return "".join(s + "\n" for s in out)


def case(n, cmds):
    return f"{n} {len(cmds)}\n" + "".join(c + "\n" for c in cmds)


def random_cmds(rng, n, q, link_share):
    return [f"{'link' if rng.random() < link_share else 'ask'} {rng.randint(1, n)} {rng.randint(1, n)}" for _ in range(q)]


def cases():
    rng = random.Random(20261208)
    n, q = 10**5, 2 * 10**4
    chain = [f"link {i} {i + 1}" for i in range(1, q // 2 + 1)] + [f"ask 1 {rng.randint(1, q // 2 + 1)}" for _ in range(q - q // 2)]
    return [
        case(1, ["ask 1 1"]),
        case(2, ["ask 1 2", "link 2 1", "ask 1 2", "link 1 2", "ask 2 1"]),
        case(20, random_cmds(rng, 20, 100, 0.3)),
        case(1000, random_cmds(rng, 1000, 5000, 0.2)),
        case(n, random_cmds(rng, n, q, 0.5)),
        case(20000, random_cmds(rng, 20000, q, 0.7)),
        case(n, chain),
        case(n, [f"link 1 {i}" for i in range(2, q // 2 + 2)] + [f"ask {rng.randint(1, q // 2 + 1)} {rng.randint(1, n)}" for _ in range(q - q // 2)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
