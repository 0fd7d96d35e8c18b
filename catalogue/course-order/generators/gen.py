"""Writes the secret tests of course-order into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

import heapq


def solve(text):
    nums = list(map(int, text.split()))
    n, m = nums[0], nums[1]
    after = [[] for _ in range(n + 1)]
    need = [0] * (n + 1)
    for a, b in zip(nums[2::2], nums[3::2]):
        after[a].append(b)
        need[b] += 1
    ready = [i for i in range(1, n + 1) if need[i] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        x = heapq.heappop(ready)
        order.append(x)
        for y in after[x]:
            need[y] -= 1
            if need[y] == 0:
                heapq.heappush(ready, y)
    return (" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE") + "\n"


def case(n, rules):
    return f"{n} {len(rules)}\n" + "".join(f"{a} {b}\n" for a, b in rules)


def dag(rng, n, m):
    rank = list(range(1, n + 1))
    rng.shuffle(rank)
    rules = []
    for _ in range(m):
        i, j = rng.sample(range(n), 2)
        rules.append((rank[min(i, j)], rank[max(i, j)]))
    return rules


def cases():
    rng = random.Random(20270212)
    n, m = 10**4, 2 * 10**4
    return [
        "1 0\n",
        case(3, [(3, 1)]),
        case(3, [(1, 2), (2, 3), (3, 1)]),
        case(20, dag(rng, 20, 30)),
        case(n, dag(rng, n, m)),
        case(n, dag(rng, n, m - 3) + [(5, 9), (9, 7), (7, 5)]),
        case(n, [(i + 1, i) for i in range(1, n)]),
        case(5 * 10**4, []),
        case(5 * 10**4, [(i + 1, i) for i in range(1, m + 1)]),
        case(n, [(n, i) for i in range(1, n)]),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
