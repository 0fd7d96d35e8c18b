# Keeps the smallest value ever pushed, forgetting that pop can remove it.
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
stack, smallest, out = [], None, []
for line in lines[1:q + 1]:
    parts = line.split()
    if parts[0] == "push":
        x = int(parts[1])
        stack.append(x)
        smallest = x if smallest is None else min(smallest, x)
    elif parts[0] == "pop":
        if stack:
            stack.pop()
        else:
            out.append("EMPTY")
    elif parts[0] == "top":
        out.append(str(stack[-1]) if stack else "EMPTY")
    else:
        out.append(str(smallest) if stack else "EMPTY")
print("\n".join(out))
