# Tries every pair for every target: O(Q * N^2).
import sys

lines = sys.stdin.read().split("\n")
a = list(map(int, lines[1].split()))
n = len(a)
for t in map(int, lines[2].split()):
    found = False
    for i in range(n):
        for j in range(i + 1, n):
            if a[i] + a[j] == t:
                found = True
                break
        if found:
            break
    print("YES" if found else "NO")
