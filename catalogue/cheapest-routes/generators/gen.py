"""Writes the secret tests of cheapest-routes into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

import heapq


def solve(text):
    nums = list(map(int, text.split()))
    n, m = nums[0], nums[1]
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        a, b, c = nums[2 + 3 * i: 5 + 3 * i]
        adj[a].append((b, c))
    dist = [-1] * (n + 1)
    heap = [(0, 1)]
    while heap:
        d, x = heapq.heappop(heap)
        if dist[x] >= 0:
            continue
        dist[x] = d
        for y, c in adj[x]:
            if dist[y] < 0:
                heapq.heappush(heap, (d + c, y))
    return " ".join(map(str, dist[1:])) + "\n"


def case(n, edges):
    return f"{n} {len(edges)}\n" + "".join(f"{a} {b} {c}\n" for a, b, c in edges)


def cases():
    rng = random.Random(20261220)
    n, m = 10**4, 2 * 10**4
    chain = [(i, i + 1, rng.randint(1, 1000)) for i in range(1, n)]
    skips = [(a, min(n, a + rng.randint(2, 50)), rng.randint(10**8, 10**9)) for a in (rng.randint(1, n - 1) for _ in range(m - n + 1))]
    layered = chain + skips
    return [
        "1 0\n",
        "2 1\n2 1 5\n",
        case(3, [(1, 2, 0), (2, 3, 0), (1, 3, 1)]),
        case(50, [(rng.randint(1, 50), rng.randint(1, 50), rng.randint(0, 20)) for _ in range(200)]),
        case(5 * 10**4, [(rng.randint(1, 5 * 10**4), rng.randint(1, 5 * 10**4), rng.randint(0, 10**9)) for _ in range(10**5)]),
        case(n, [(rng.randint(1, n), rng.randint(1, n), rng.randint(0, 10)) for _ in range(m)]),
        case(n, layered),
        case(n, [(1, i, 10**9) for i in range(2, n + 1)] + [(i, i + 1, 1) for i in range(2, n)]),
        case(n, [(i, i + 1, 10**9) for i in range(1, n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
