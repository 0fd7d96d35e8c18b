# Sorts the scores with a hand-written bubble sort first: O(N^2).
import sys

n, *s = map(int, sys.stdin.read().split())
for i in range(n):
    for j in range(n - 1 - i):
        if s[j] > s[j + 1]:
            s[j], s[j + 1] = s[j + 1], s[j]
top = s[-1]
rest = [x for x in s if x < top]
print(rest[-1] if rest else "NONE")
