import sys

lines = sys.stdin.read().split("\n")
a = list(map(int, lines[1].split()))
n = len(a)
out = []
for x in map(int, lines[2].split()):
    lo, hi, found = 0, n - 1, -1
    while lo <= hi:
        mid = (lo + hi) // 2
        m = a[mid]
        if m == x:
            found = mid + 1
            break
        if a[lo] <= m:
            if a[lo] <= x < m:
                hi = mid - 1
            else:
                lo = mid + 1
        elif m < x <= a[hi]:
            lo = mid + 1
        else:
            hi = mid - 1
    out.append(found)
print(" ".join(map(str, out)))
