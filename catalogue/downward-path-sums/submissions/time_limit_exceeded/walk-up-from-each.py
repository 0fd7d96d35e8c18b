# Walks up from every node to the root, adding values: O(N * depth).
import sys

lines = sys.stdin.read().split("\n")
n, k = map(int, lines[0].split())
parent = [0, 0] + list(map(int, lines[1].split()))
v = [0] + list(map(int, lines[2].split()))
count = 0
for i in range(1, n + 1):
    s, x = 0, i
    while x:
        s += v[x]
        if s == k:
            count += 1
        x = parent[x]
print(count)
