import sys
from bisect import bisect_left

n, *a = map(int, sys.stdin.read().split())
tails = []
for x in a:
    i = bisect_left(tails, x)
    if i == len(tails):
        tails.append(x)
    else:
        tails[i] = x
print(len(tails))
