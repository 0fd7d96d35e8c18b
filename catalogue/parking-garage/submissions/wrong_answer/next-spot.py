# Hands out spots in order and never reuses a freed one.
import sys

lines = sys.stdin.read().split("\n")
n, q = map(int, lines[0].split())
next_spot, spot_of, out = 1, {}, []
for line in lines[1:q + 1]:
    cmd, plate = line.split()
    if cmd == "park":
        if plate in spot_of:
            out.append("ALREADY PARKED")
        elif next_spot > n:
            out.append("FULL")
        else:
            spot_of[plate] = next_spot
            next_spot += 1
            out.append(str(spot_of[plate]))
    elif cmd == "leave":
        out.append(str(spot_of.pop(plate)) if plate in spot_of else "NOT FOUND")
    else:
        out.append(str(spot_of[plate]) if plate in spot_of else "NOT FOUND")
print("\n".join(out))
