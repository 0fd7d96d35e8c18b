"""Writes the secret tests of two-teams into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from collections import deque


def solve(text):
    nums = list(map(int, text.split()))
    n, m = nums[0], nums[1]
    adj = [[] for _ in range(n + 1)]
    for a, b in zip(nums[2::2], nums[3::2]):
        adj[a].append(b)
        adj[b].append(a)
    team = [-1] * (n + 1)
    for s in range(1, n + 1):
        if team[s] >= 0:
            continue
        team[s] = 0
        todo = deque([s])
        while todo:
            x = todo.popleft()
            for y in adj[x]:
                if team[y] < 0:
                    team[y] = 1 - team[x]
                    todo.append(y)
                elif team[y] == team[x]:
                    return "NO\n"
    return "YES\n"


def case(n, edges):
    return f"{n} {len(edges)}\n" + "".join(f"{a} {b}\n" for a, b in edges)


def bipartite_edges(rng, n, m):
    side = [rng.randint(0, 1) for _ in range(n + 1)]
    left = [i for i in range(1, n + 1) if side[i] == 0]
    right = [i for i in range(1, n + 1) if side[i] == 1]
    return [(rng.choice(left), rng.choice(right)) for _ in range(m)]  # never the same player twice


def cases():
    rng = random.Random(20270128)
    n, m = 10**4, 2 * 10**4
    path = [(i, i + 1) for i in range(1, n)]
    return [
        "1 0\n",
        "2 1\n1 2\n",
        case(5, [(1, 2), (3, 4)]),
        case(10, [(1, 2), (5, 6), (6, 7), (7, 5)]),
        case(50, bipartite_edges(rng, 50, 80)),
        case(n, bipartite_edges(rng, n, m)),
        case(n, bipartite_edges(rng, n, m - 3) + [(2, 4), (4, 6), (6, 2)]),
        case(n, path),
        case(n, path + [(1, n)]),
        case(n - 1, [(i, i + 1) for i in range(1, n - 1)] + [(1, n - 1)]),
        case(n, [(a, a % n + 1) for a in (rng.randint(1, n) for _ in range(m))]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
