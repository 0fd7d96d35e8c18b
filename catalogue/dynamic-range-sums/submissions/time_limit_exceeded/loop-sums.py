# Updates in O(1) but adds each range up element by element: O(N) per sum.
import sys

lines = sys.stdin.read().split("\n")
n, q = map(int, lines[0].split())
a = [0] + list(map(int, lines[1].split()))
out = []
for line in lines[2:2 + q]:
    cmd, x, y = line.split()
    if cmd == "set":
        a[int(x)] = int(y)
    else:
        s = 0
        for i in range(int(x), int(y) + 1):
            s += a[i]
        out.append(str(s))
print("\n".join(out))
