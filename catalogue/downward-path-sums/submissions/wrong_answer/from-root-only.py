# Counts only the paths that start at the root.
import sys

lines = sys.stdin.read().split("\n")
n, k = map(int, lines[0].split())
parent = [0, 0] + list(map(int, lines[1].split()))
v = [0] + list(map(int, lines[2].split()))
total = [0] * (n + 1)
count = 0
for i in range(1, n + 1):
    total[i] = (total[parent[i]] if i > 1 else 0) + v[i]
    if total[i] == k:
        count += 1
print(count)
