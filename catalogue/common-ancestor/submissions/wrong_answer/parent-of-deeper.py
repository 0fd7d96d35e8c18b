# Answers with the parent of the deeper person when they differ: only right for close relatives.
import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
parent = [1, 1] + [int(x) for x in data[2:n + 1]]
depth = [0] * (n + 1)
for i in range(2, n + 1):
    depth[i] = depth[parent[i]] + 1
out = []
for t in range(q):
    u, v = int(data[n + 1 + 2 * t]), int(data[n + 2 + 2 * t])
    if u == v:
        out.append(u)
    else:
        out.append(parent[u] if depth[u] >= depth[v] else parent[v])
print("\n".join(map(str, out)))
