"""Writes the secret tests of bank-ledger into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

def solve(text):
    lines = text.split("\n")
    q = int(lines[0])
    bal, out = {}, []
    for line in lines[1:q + 1]:
        p = line.split()
        if p[0] == "deposit":
            bal[p[1]] = bal.get(p[1], 0) + int(p[2])
            out.append("OK")
        elif p[0] == "withdraw":
            x = int(p[2])
            if bal.get(p[1], 0) >= x:
                bal[p[1]] = bal.get(p[1], 0) - x
                out.append("OK")
            else:
                bal.setdefault(p[1], 0)
                out.append("INSUFFICIENT FUNDS")
        elif p[0] == "transfer":
            a, b, x = p[1], p[2], int(p[3])
            bal.setdefault(a, 0)
            bal.setdefault(b, 0)
            if a == b:
                out.append("SAME ACCOUNT")
            elif bal[a] < x:
                out.append("INSUFFICIENT FUNDS")
            else:
                bal[a] -= x
                bal[b] += x
                out.append("OK")
        else:
            out.append(str(bal.get(p[1], 0)))
    return "".join(s + "\n" for s in out)


def random_case(rng, q, names, amount):
    cmds = []
    for _ in range(q):
        op = rng.choice(["deposit", "deposit", "withdraw", "transfer", "balance"])
        a = rng.choice(names)
        if op == "deposit" or op == "withdraw":
            cmds.append(f"{op} {a} {rng.randint(1, amount)}")
        elif op == "transfer":
            b = a if rng.random() < 0.05 else rng.choice(names)
            cmds.append(f"transfer {a} {b} {rng.randint(1, amount)}")
        else:
            cmds.append(f"balance {a}")
    return f"{q}\n" + "".join(c + "\n" for c in cmds)


def cases():
    rng = random.Random(20261209)
    few = ["ann", "bob", "cy"]
    many = ["".join(rng.choice("abcdefghij") for _ in range(rng.randint(1, 10))) for _ in range(3000)]
    return [
        "4\nwithdraw a 1\nbalance a\ndeposit a 1\nwithdraw a 1\n",
        "5\ndeposit a 1000000000\ndeposit a 1000000000\ndeposit a 1000000000\nbalance a\ntransfer a a 1\n",
        random_case(rng, 200, few, 100),
        random_case(rng, 20000, few, 10**9),
        random_case(rng, 20000, many, 1000),
        "20000\n" + "deposit rich 1000000000\n" * 19999 + "balance rich\n",
        "20000\n" + "".join(f"deposit {n} 5\n" for n in few * 3333) + "deposit ann 1\n" + "".join(f"balance {n}\n" for n in few * 3333) + "balance ann\n",
    ]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
