# Looks for the smallest free spot by scanning them all, and for a car by scanning the spots: O(N) each.
import sys

lines = sys.stdin.read().split("\n")
n, q = map(int, lines[0].split())
spots, out = [None] * (n + 1), []
for line in lines[1:q + 1]:
    cmd, plate = line.split()
    found = 0
    for i in range(1, n + 1):
        if spots[i] == plate:
            found = i
            break
    if cmd == "park":
        if found:
            out.append("ALREADY PARKED")
            continue
        for i in range(1, n + 1):
            if spots[i] is None:
                spots[i] = plate
                out.append(str(i))
                break
        else:
            out.append("FULL")
    elif cmd == "leave":
        if found:
            spots[found] = None
        out.append(str(found) if found else "NOT FOUND")
    else:
        out.append(str(found) if found else "NOT FOUND")
print("\n".join(out))
