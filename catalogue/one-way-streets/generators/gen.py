"""Writes the secret tests of one-way-streets into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    nums = list(map(int, text.split()))
    n, m = nums[0], nums[1]
    adj = [[] for _ in range(n + 1)]
    radj = [[] for _ in range(n + 1)]
    for a, b in zip(nums[2::2], nums[3::2]):
        adj[a].append(b)
        radj[b].append(a)
    # Kosaraju, iteratively: finishing order on the graph, then searches on the reversed graph.
    seen, order = [False] * (n + 1), []
    for s in range(1, n + 1):
        if seen[s]:
            continue
        seen[s] = True
        stack = [(s, 0)]
        while stack:
            x, i = stack[-1]
            if i < len(adj[x]):
                stack[-1] = (x, i + 1)
                y = adj[x][i]
                if not seen[y]:
                    seen[y] = True
                    stack.append((y, 0))
            else:
                order.append(x)
                stack.pop()
    comp, count = [0] * (n + 1), 0
    for s in reversed(order):
        if comp[s]:
            continue
        count += 1
        comp[s] = count
        stack = [s]
        while stack:
            x = stack.pop()
            for y in radj[x]:
                if not comp[y]:
                    comp[y] = count
                    stack.append(y)
    return f"{count}\n"


def case(n, edges):
    return f"{n} {len(edges)}\n" + "".join(f"{a} {b}\n" for a, b in edges)


def cases():
    rng = random.Random(20261231)
    n, m = 10**4, 2 * 10**4
    big = 10**5
    cycle = [(i, i % n + 1) for i in range(1, n + 1)]
    blocks = [(b * 10 + i, b * 10 + i % 10 + 1) for b in range(n // 10) for i in range(1, 11)]
    return [
        "1 0\n",
        "1 1\n1 1\n",
        "2 2\n1 2\n2 1\n",
        case(30, [(rng.randint(1, 30), rng.randint(1, 30)) for _ in range(40)]),
        case(n, [(rng.randint(1, n), rng.randint(1, n)) for _ in range(m)]),
        case(n, cycle),
        case(big, [(i, i + 1) for i in range(1, big)]),
        case(n, blocks + [(rng.randint(1, n), rng.randint(1, n)) for _ in range(m - len(blocks))]),
        case(n, [(i + 1, i) for i in range(1, n)] + [(1, n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
