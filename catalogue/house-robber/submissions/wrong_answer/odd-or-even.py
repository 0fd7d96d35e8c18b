# Compares only the houses at odd positions with those at even positions.
import sys

n, *d = map(int, sys.stdin.read().split())
print(max(sum(d[0::2]), sum(d[1::2])))
