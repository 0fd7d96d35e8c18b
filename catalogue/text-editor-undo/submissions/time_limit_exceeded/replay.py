# Keeps only the list of commands still in effect and rebuilds the whole document to answer each
# print: O(Q * length).
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
changes, out = [], []
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] in ("type", "delete"):
        changes.append(p)
    elif p[0] == "undo":
        if changes:
            changes.pop()
    else:
        doc = []
        for c in changes:
            if c[0] == "type":
                for ch in c[1]:
                    doc.append(ch)
            else:
                for _ in range(min(int(c[1]), len(doc))):
                    doc.pop()
        i = int(p[1])
        out.append(doc[i - 1] if i <= len(doc) else "?")
print("\n".join(out))
