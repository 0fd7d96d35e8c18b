"""Writes the secret tests of parking-garage into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

import heapq


def solve(text):
    lines = text.split("\n")
    n, q = map(int, lines[0].split())
    free = list(range(1, n + 1))
    spot_of, out = {}, []
    for line in lines[1:q + 1]:
        cmd, plate = line.split()
        if cmd == "park":
            if plate in spot_of:
                out.append("ALREADY PARKED")
            elif not free:
                out.append("FULL")
            else:
                spot_of[plate] = heapq.heappop(free)
                out.append(str(spot_of[plate]))
        elif cmd == "leave":
            if plate in spot_of:
                spot = spot_of.pop(plate)
                heapq.heappush(free, spot)
                out.append(str(spot))
            else:
                out.append("NOT FOUND")
        else:
            out.append(str(spot_of[plate]) if plate in spot_of else "NOT FOUND")
    return "".join(s + "\n" for s in out)


def plate(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(rng.randint(1, 8)))


def random_case(rng, n, q, plates, weights):
    pool = [plate(rng) for _ in range(plates)]
    cmds = [f"{rng.choices(['park', 'leave', 'where'], weights)[0]} {rng.choice(pool)}" for _ in range(q)]
    return f"{n} {q}\n" + "".join(c + "\n" for c in cmds)


def cases():
    rng = random.Random(20270109)
    n, q = 2 * 10**4, 2 * 10**4
    big = 10**5
    fill = [f"park P{i}" for i in range(big // 2)] + [f"where P{rng.randrange(big // 2)}" for _ in range(big // 2)]
    churn = [f"park C{i}" for i in range(10000)] + [f"leave C{i}" if i % 2 == 0 else f"park D{i}" for i in range(10000)]
    return [
        "1 4\npark A\npark B\nleave A\npark B\n",
        random_case(rng, 3, 60, 6, [3, 2, 2]),
        random_case(rng, 100, 2000, 300, [4, 3, 2]),
        random_case(rng, n, q, 30000, [5, 2, 2]),
        f"{big} {big}\n" + "".join(c + "\n" for c in fill),
        f"{n} {q}\n" + "".join(c + "\n" for c in churn),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
