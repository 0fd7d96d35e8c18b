import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
stack, mins, out = [], [], []
for line in lines[1:q + 1]:
    parts = line.split()
    if parts[0] == "push":
        x = int(parts[1])
        stack.append(x)
        mins.append(x if not mins else min(x, mins[-1]))
    elif parts[0] == "pop":
        if stack:
            stack.pop()
            mins.pop()
        else:
            out.append("EMPTY")
    elif parts[0] == "top":
        out.append(str(stack[-1]) if stack else "EMPTY")
    else:
        out.append(str(mins[-1]) if mins else "EMPTY")
sys.stdout.write("".join(line + "\n" for line in out))
