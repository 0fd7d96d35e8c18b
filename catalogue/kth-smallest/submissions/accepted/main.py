import sys

lines = sys.stdin.read().split("\n")
a = sorted(map(int, lines[1].split()))
print(" ".join(str(a[k - 1]) for k in map(int, lines[2].split())))
