import sys

data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
parent = [1, 1] + [int(x) for x in data[2:n + 1]]
depth = [0] * (n + 1)
for i in range(2, n + 1):
    depth[i] = depth[parent[i]] + 1
LOG = max(1, n.bit_length())
up = [parent]
for k in range(1, LOG):
    prev = up[-1]
    up.append([prev[x] for x in prev])
out = []
pos = n + 1
for _ in range(q):
    u, v = int(data[pos]), int(data[pos + 1])
    pos += 2
    if depth[u] < depth[v]:
        u, v = v, u
    diff, k = depth[u] - depth[v], 0
    while diff:
        if diff & 1:
            u = up[k][u]
        diff >>= 1
        k += 1
    if u != v:
        for k in range(LOG - 1, -1, -1):
            uk = up[k]
            if uk[u] != uk[v]:
                u, v = uk[u], uk[v]
        u = parent[u]
    out.append(u)
sys.stdout.write("\n".join(map(str, out)) + "\n")
