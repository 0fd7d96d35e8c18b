# Treats "set i x" as "add x to a_i".
import sys

lines = sys.stdin.read().split("\n")
n, q = map(int, lines[0].split())
a = [0] + list(map(int, lines[1].split()))
tree = [0] * (n + 1)
for i in range(1, n + 1):
    j = i
    while j <= n:
        tree[j] += a[i]
        j += j & -j
out = []
for line in lines[2:2 + q]:
    cmd, x, y = line.split()
    if cmd == "set":
        i = int(x)
        while i <= n:
            tree[i] += int(y)
            i += i & -i
    else:
        s, r, l = 0, int(y), int(x) - 1
        while r > 0:
            s += tree[r]
            r -= r & -r
        while l > 0:
            s -= tree[l]
            l -= l & -l
        out.append(str(s))
print("\n".join(out))
