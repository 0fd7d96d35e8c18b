# Forgets the SAME ACCOUNT rule: a transfer to oneself is answered OK (or refused for funds).
import sys

lines = sys.stdin.read().split("\n")
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
            bal[p[1]] -= x
            out.append("OK")
        else:
            out.append("INSUFFICIENT FUNDS")
    elif p[0] == "transfer":
        a, b, x = p[1], p[2], int(p[3])
        if bal.get(a, 0) < x:
            out.append("INSUFFICIENT FUNDS")
        else:
            bal[a] -= x
            bal[b] = bal.get(b, 0) + x
            out.append("OK")
    else:
        out.append(str(bal.get(p[1], 0)))
print("\n".join(out))
