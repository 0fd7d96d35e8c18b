import sys

lines = sys.stdin.read().split("\n")
n, q = map(int, lines[0].split())
a = [0] + list(map(int, lines[1].split()))
tree = [0] * (n + 1)
for i in range(1, n + 1):
    tree[i] += a[i]
    parent = i + (i & -i)
    if parent <= n:
        tree[parent] += tree[i]
out = []
for line in lines[2:2 + q]:
    cmd, x, y = line.split()
    if cmd == "set":
        i, v = int(x), int(y)
        delta = v - a[i]
        a[i] = v
        while i <= n:
            tree[i] += delta
            i += i & -i
    else:
        l, r = int(x) - 1, int(y)
        s = 0
        while r > 0:
            s += tree[r]
            r -= r & -r
        while l > 0:
            s -= tree[l]
            l -= l & -l
        out.append(str(s))
sys.stdout.write("".join(x + "\n" for x in out))
