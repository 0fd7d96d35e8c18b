# Forgets that 0 is not a power of two (0 & -1 == 0).
import sys

for x in map(int, sys.stdin.read().split()[1:]):
    print("YES" if x & (x - 1) == 0 else "NO")
