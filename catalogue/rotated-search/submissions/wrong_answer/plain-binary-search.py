# Runs an ordinary binary search, as if the array were not rotated.
import sys

lines = sys.stdin.read().split("\n")
a = list(map(int, lines[1].split()))
out = []
for x in map(int, lines[2].split()):
    lo, hi, found = 0, len(a) - 1, -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == x:
            found = mid + 1
            break
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid - 1
    out.append(found)
print(" ".join(map(str, out)))
