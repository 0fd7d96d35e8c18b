import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
doc, history, out = [], [], []
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "type":
        doc.extend(p[1])
        history.append((True, len(p[1])))
    elif p[0] == "delete":
        k = min(int(p[1]), len(doc))
        history.append((False, doc[len(doc) - k:]))
        del doc[len(doc) - k:]
    elif p[0] == "undo":
        if history:
            typed, what = history.pop()
            if typed:
                del doc[len(doc) - what:]
            else:
                doc.extend(what)
    else:
        i = int(p[1])
        out.append(doc[i - 1] if i <= len(doc) else "?")
sys.stdout.write("".join(s + "\n" for s in out))
