# Undo only takes back typing: an undone delete never restores the text.
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
doc, typed, out = [], [], []
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "type":
        doc.extend(p[1])
        typed.append(len(p[1]))
    elif p[0] == "delete":
        k = min(int(p[1]), len(doc))
        del doc[len(doc) - k:]
    elif p[0] == "undo":
        if typed:
            del doc[max(0, len(doc) - typed.pop()):]
    else:
        i = int(p[1])
        out.append(doc[i - 1] if i <= len(doc) else "?")
print("\n".join(out))
