import sys
from math import gcd

data = list(map(int, sys.stdin.read().split()))
out = []
for a, b in zip(data[1::2], data[2::2]):
    g = gcd(a, b)
    out.append(f"{g} {a // g * b}")
print("\n".join(out))
