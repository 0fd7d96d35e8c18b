"""Writes the secret tests of text-editor-undo into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    q = int(lines[0])
    doc, history, out = [], [], []
    for line in lines[1:q + 1]:
        p = line.split()
        if p[0] == "type":
            doc.extend(p[1])
            history.append(("typed", len(p[1])))
        elif p[0] == "delete":
            k = min(int(p[1]), len(doc))
            removed = doc[len(doc) - k:]
            del doc[len(doc) - k:]
            history.append(("deleted", removed))
        elif p[0] == "undo":
            if history:
                kind, what = history.pop()
                if kind == "typed":
                    del doc[len(doc) - what:]
                else:
                    doc.extend(what)
        else:
            i = int(p[1])
            out.append(doc[i - 1] if i <= len(doc) else "?")
    return "".join(s + "\n" for s in out)


def word(rng, n):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))


def random_case(rng, q, weights, max_delete, max_print):
    cmds = []
    for _ in range(q):
        op = rng.choices(["type", "delete", "undo", "print"], weights)[0]
        if op == "type":
            cmds.append(f"type {word(rng, rng.randint(1, 20))}")
        elif op == "delete":
            cmds.append(f"delete {rng.randint(1, max_delete)}")
        elif op == "undo":
            cmds.append("undo")
        else:
            cmds.append(f"print {rng.randint(1, max_print)}")
    return f"{q}\n" + "".join(c + "\n" for c in cmds)


def cases():
    rng = random.Random(20261218)
    big = 20000
    many_types = [f"type {word(rng, 20)}" for _ in range(big // 4)]
    return [
        "3\nprint 1\nundo\nprint 1\n",
        "6\ntype ab\ndelete 5\nprint 1\nundo\nprint 2\nprint 3\n",
        random_case(rng, 100, [4, 2, 2, 3], 10, 30),
        random_case(rng, big, [5, 2, 2, 3], 30, 200),
        random_case(rng, big, [3, 1, 4, 2], 1000000, 1000),
        "10000\n" + "".join(c + "\n" for c in many_types) + "".join(f"print {rng.randint(1, 100000)}\n" for _ in range(big // 4)),
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
