# Takes the upper middle number for an even count instead of the lower one.
import sys

n, *a = map(int, sys.stdin.read().split())
seen, out = [], []
import bisect
for x in a:
    bisect.insort(seen, x)
    out.append(seen[len(seen) // 2])
print(" ".join(map(str, out)))
