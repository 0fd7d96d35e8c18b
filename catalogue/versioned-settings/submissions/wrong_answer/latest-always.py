# Always answers with the latest value, ignoring the time asked about.
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
latest, out = {}, []
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "set":
        latest[p[1]] = p[2]
    else:
        out.append(latest.get(p[1], "NONE"))
print("\n".join(out))
