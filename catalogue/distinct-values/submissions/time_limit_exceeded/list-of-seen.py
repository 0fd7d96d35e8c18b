# Keeps the values seen in a list and searches it for each new value: O(N^2).
import sys

a = list(map(int, sys.stdin.read().split()[1:]))
seen = []
for x in a:
    found = False
    for y in seen:
        if y == x:
            found = True
            break
    if not found:
        seen.append(x)
print(len(seen))
