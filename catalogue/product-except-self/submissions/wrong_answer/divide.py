# Divides the total product by a_i: wrong as soon as an element is 0 (and modular division needs an inverse).
import sys

MOD = 10**9 + 7
n, *a = map(int, sys.stdin.read().split())
total = 1
for x in a:
    total = total * x % MOD
print(" ".join(str(total * pow(x, MOD - 2, MOD) % MOD) if x % MOD else "0" for x in a))
