# Only remembers direct cables: forgets that reaching is transitive.
import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
cables, out = set(), []
for i in range(q):
    cmd, a, b = data[2 + 3 * i], int(data[3 + 3 * i]), int(data[4 + 3 * i])
    if cmd == "link":
        cables.add((a, b))
        cables.add((b, a))
    else:
        out.append("YES" if a == b or (a, b) in cables else "NO")
print("\n".join(out))
