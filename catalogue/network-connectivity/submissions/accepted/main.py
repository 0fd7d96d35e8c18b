import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
parent = list(range(n + 1))
size = [1] * (n + 1)


def find(x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


out = []
for i in range(q):
    cmd, a, b = data[2 + 3 * i], int(data[3 + 3 * i]), int(data[4 + 3 * i])
    ra, rb = find(a), find(b)
    if cmd == "link":
        if ra != rb:
            if size[ra] < size[rb]:
                ra, rb = rb, ra
            parent[rb] = ra
            size[ra] += size[rb]
    else:
        out.append("YES" if ra == rb else "NO")
sys.stdout.write("".join(s + "\n" for s in out))
