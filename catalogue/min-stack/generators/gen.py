"""Writes the secret tests of min-stack into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")[1:-1]
    stack, mins, out = [], [], []
    for line in lines:
        parts = line.split()
        if parts[0] == "push":
            x = int(parts[1])
            stack.append(x)
            mins.append(x if not mins else min(x, mins[-1]))
        elif parts[0] == "pop":
            if stack:
                stack.pop()
                mins.pop()
            else:
                out.append("EMPTY")
        elif parts[0] == "top":
            out.append(str(stack[-1]) if stack else "EMPTY")
        else:
            out.append(str(mins[-1]) if mins else "EMPTY")
    return "".join(f"{line}\n" for line in out)


def random_case(rng, q, bound, weights):
    cmds, size = [], 0
    for _ in range(q):
        op = rng.choices(["push", "pop", "top", "min"], weights)[0]
        if op == "push":
            cmds.append(f"push {rng.randint(-bound, bound)}")
            size += 1
        else:
            cmds.append(op)
            if op == "pop" and size:
                size -= 1
    return f"{q}\n" + "".join(f"{c}\n" for c in cmds)


def descending_then_mins(n):
    # A long stack whose minimum is at the top, then many min queries: scanning the stack is slow.
    half = n // 2
    cmds = [f"push {10**9 - i}" for i in range(half)] + ["min"] * (n - half)
    return f"{n}\n" + "".join(f"{c}\n" for c in cmds)


def cases():
    rng = random.Random(20261125)
    return [
        "3\npop\ntop\nmin\n",
        "4\npush 1000000000\npush -1000000000\nmin\ntop\n",
        random_case(rng, 50, 10, [4, 3, 2, 2]),
        random_case(rng, 2000, 1000, [5, 3, 2, 2]),
        random_case(rng, 20000, 10**9, [6, 2, 1, 2]),
        random_case(rng, 20000, 5, [3, 3, 1, 3]),
        descending_then_mins(20000),
        f"20000\n" + "push 7\n" * 10000 + "min\n" * 10000,
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
