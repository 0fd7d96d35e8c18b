# Counts the edges on the longest chain (generations - 1).
import sys

n, *p = map(int, sys.stdin.read().split())
children = [[] for _ in range(n + 1)]
root = 0
for i, parent in enumerate(p, start=1):
    if parent == 0:
        root = i
    else:
        children[parent].append(i)
edges, level = -1, [root]
while level:
    edges += 1
    level = [c for x in level for c in children[x]]
print(edges)
