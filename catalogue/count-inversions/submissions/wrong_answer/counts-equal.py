# Counts pairs with a_i >= a_j: equal values are not inversions.
import sys

n, *a = map(int, sys.stdin.read().split())
top = max(a) + 2
tree = [0] * (top + 1)
inversions = 0
for seen, x in enumerate(a):
    i, smaller = x, 0
    while i > 0:
        smaller += tree[i]
        i -= i & -i
    inversions += seen - smaller
    i = x + 1
    while i <= top:
        tree[i] += 1
        i += i & -i
print(inversions)
