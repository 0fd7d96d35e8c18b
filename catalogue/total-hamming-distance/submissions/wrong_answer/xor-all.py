# Counts the bits of the XOR of all the numbers instead of summing over pairs.
import sys

n, *a = map(int, sys.stdin.read().split())
x = 0
for v in a:
    x ^= v
print(bin(x).count("1"))
