# Uses bisect_right, which finds the longest non-decreasing subsequence: equal values count twice.
import sys
from bisect import bisect_right

n, *a = map(int, sys.stdin.read().split())
tails = []
for x in a:
    i = bisect_right(tails, x)
    if i == len(tails):
        tails.append(x)
    else:
        tails[i] = x
print(len(tails))
