import sys

n, *a = map(int, sys.stdin.read().split())
# Fenwick tree over values: for each element, the earlier elements not larger than it.
top = max(a) + 2
tree = [0] * (top + 1)
inversions = 0
for seen, x in enumerate(a):
    i, not_larger = x + 1, 0
    while i > 0:
        not_larger += tree[i]
        i -= i & -i
    inversions += seen - not_larger
    i = x + 1
    while i <= top:
        tree[i] += 1
        i += i & -i
print(inversions)
