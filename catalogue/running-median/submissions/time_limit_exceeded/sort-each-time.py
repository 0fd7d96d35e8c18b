# Sorts everything received so far after every arrival, with a hand-written insertion sort: O(N^2).
import sys

n, *a = map(int, sys.stdin.read().split())
seen, out = [], []
for x in a:
    seen.append(x)
    i = len(seen) - 1
    while i > 0 and seen[i - 1] > seen[i]:
        seen[i - 1], seen[i] = seen[i], seen[i - 1]
        i -= 1
    out.append(seen[(len(seen) - 1) // 2])
print(" ".join(map(str, out)))
