"""Writes the secret tests of tree-diameter into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

from collections import deque


def farthest(adj, start):
    dist = [-1] * len(adj)
    dist[start] = 0
    todo = deque([start])
    last = start
    while todo:
        x = todo.popleft()
        last = x
        for y in adj[x]:
            if dist[y] < 0:
                dist[y] = dist[x] + 1
                todo.append(y)
    return last, dist[last]


def solve(text):
    nums = list(map(int, text.split()))
    n = nums[0]
    adj = [[] for _ in range(n + 1)]
    for u, v in zip(nums[1::2], nums[2::2]):
        adj[u].append(v)
        adj[v].append(u)
    end, _ = farthest(adj, 1)
    return f"{farthest(adj, end)[1]}\n"


def case(rng, n, parent_of):
    labels = list(range(1, n + 1))
    rng.shuffle(labels)
    edges = [(labels[i], labels[parent_of(i)]) for i in range(1, n)]
    rng.shuffle(edges)
    edges = [(a, b) if rng.random() < 0.5 else (b, a) for a, b in edges]
    return f"{n}\n" + "".join(f"{a} {b}\n" for a, b in edges)


def cases():
    rng = random.Random(20261219)
    n = 20000
    return [
        "1\n",
        "2\n2 1\n",
        case(rng, 10, lambda i: rng.randrange(i)),
        case(rng, 1000, lambda i: rng.randrange(i)),
        case(rng, n, lambda i: rng.randrange(i)),
        case(rng, n, lambda i: i - 1),
        case(rng, n, lambda i: 0),
        case(rng, n, lambda i: (i - 1) // 2),
        case(rng, n, lambda i: max(0, i - rng.randint(1, 3))),
        case(rng, n, lambda i: i - 1 if i < n // 2 else rng.randrange(n // 2)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
