# Correct, but looks through the whole stack for every min: O(Q^2).
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
stack, out = [], []
for line in lines[1:q + 1]:
    parts = line.split()
    if parts[0] == "push":
        stack.append(int(parts[1]))
    elif parts[0] == "pop":
        if stack:
            stack.pop()
        else:
            out.append("EMPTY")
    elif parts[0] == "top":
        out.append(str(stack[-1]) if stack else "EMPTY")
    else:
        best = None
        for x in stack:
            if best is None or x < best:
                best = x
        out.append("EMPTY" if best is None else str(best))
print("\n".join(out))
