# Counts the places where a value differs from the one before it, without sorting first.
import sys

a = list(map(int, sys.stdin.read().split()[1:]))
print(1 + sum(1 for i in range(1, len(a)) if a[i] != a[i - 1]))
