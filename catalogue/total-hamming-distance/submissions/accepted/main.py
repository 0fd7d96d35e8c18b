import sys

n, *a = map(int, sys.stdin.read().split())
total = 0
for b in range(30):
    ones = sum(1 for x in a if x >> b & 1)
    total += ones * (n - ones)
print(total)
