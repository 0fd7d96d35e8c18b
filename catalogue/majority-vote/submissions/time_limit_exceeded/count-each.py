# Counts the votes of every candidate by scanning all votes: O(N^2).
import sys

n, *v = map(int, sys.stdin.read().split())
winner = "NO MAJORITY"
for x in v:
    c = 0
    for y in v:
        if y == x:
            c += 1
    if 2 * c > n:
        winner = x
        break
print(winner)
