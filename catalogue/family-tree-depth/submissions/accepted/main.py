import sys

n, *p = map(int, sys.stdin.read().split())
children = [[] for _ in range(n + 1)]
root = 0
for i, parent in enumerate(p, start=1):
    if parent == 0:
        root = i
    else:
        children[parent].append(i)
generations, level = 0, [root]
while level:
    generations += 1
    level = [c for x in level for c in children[x]]
print(generations)
