# Counts every value with list.count in a Python loop over the distinct values... one by one: O(N^2).
import sys

n, *a = map(int, sys.stdin.read().split())
for v in a:
    seen = 0
    for w in a:
        if w == v:
            seen += 1
    if seen == 1:
        print(v)
        break
