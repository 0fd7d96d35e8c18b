# Scans a key's whole history for every get: O(Q^2) for a busy key.
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
history, out = {}, []
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "set":
        history.setdefault(p[1], []).append((int(p[3]), p[2]))
    else:
        t, answer = int(p[2]), "NONE"
        for time, value in history.get(p[1], []):
            if time <= t:
                answer = value
        out.append(answer)
print("\n".join(out))
