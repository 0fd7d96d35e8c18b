# Keeps only the commands that succeeded and re-reads all of them to know any balance: O(Q^2).
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
done, out = [], []


def balance_of(name):
    total = 0
    for line in done:
        p = line.split()
        if p[0] == "deposit" and p[1] == name:
            total += int(p[2])
        elif p[0] == "withdraw" and p[1] == name:
            total -= int(p[2])
        elif p[0] == "transfer":
            if p[1] == name:
                total -= int(p[3])
            if p[2] == name:
                total += int(p[3])
    return total


for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "deposit":
        done.append(line)
        out.append("OK")
    elif p[0] == "withdraw":
        if balance_of(p[1]) >= int(p[2]):
            done.append(line)
            out.append("OK")
        else:
            out.append("INSUFFICIENT FUNDS")
    elif p[0] == "transfer":
        if p[1] == p[2]:
            out.append("SAME ACCOUNT")
        elif balance_of(p[1]) < int(p[3]):
            out.append("INSUFFICIENT FUNDS")
        else:
            done.append(line)
            out.append("OK")
    else:
        out.append(str(balance_of(p[1])))
print("\n".join(out))
