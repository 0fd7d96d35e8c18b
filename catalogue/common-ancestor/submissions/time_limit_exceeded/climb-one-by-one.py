# Climbs one generation at a time: O(depth) per question.
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
    while depth[u] > depth[v]:
        u = parent[u]
    while depth[v] > depth[u]:
        v = parent[v]
    while u != v:
        u, v = parent[u], parent[v]
    out.append(u)
print("\n".join(map(str, out)))
