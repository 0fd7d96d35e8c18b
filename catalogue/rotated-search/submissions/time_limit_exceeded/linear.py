# Scans the array for every value: O(N * Q).
import sys

lines = sys.stdin.read().split("\n")
a = list(map(int, lines[1].split()))
out = []
for x in map(int, lines[2].split()):
    found = -1
    for i in range(len(a)):
        if a[i] == x:
            found = i + 1
            break
    out.append(found)
print(" ".join(map(str, out)))
