# Tries every exponent k from 0 to X and compares 2^k with X: up to 10^18 tries.
import sys

for x in map(int, sys.stdin.read().split()[1:]):
    found = False
    k = 0
    while k <= x and not found:
        found = 2**k == x
        k += 1
    print("YES" if found else "NO")
