import sys

n, *a = map(int, sys.stdin.read().split())
# Decide the answer bit by bit from the top, using sets of prefixes.
best = 0
for bit in range(29, -1, -1):
    want = best | 1 << bit
    prefixes = {x >> bit for x in a}
    target = want >> bit
    if any(target ^ p in prefixes for p in prefixes):
        best = want
print(best)
