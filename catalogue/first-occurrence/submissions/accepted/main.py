import sys
from bisect import bisect_left

lines = sys.stdin.read().split("\n")
a = list(map(int, lines[1].split()))
out = []
for x in map(int, lines[2].split()):
    i = bisect_left(a, x)
    out.append(str(i + 1) if i < len(a) and a[i] == x else "-1")
print(" ".join(out))
