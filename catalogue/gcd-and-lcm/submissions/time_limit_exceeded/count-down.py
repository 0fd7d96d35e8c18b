# Tries every divisor from min(A, B) down: up to 10^12 steps.
import sys

data = list(map(int, sys.stdin.read().split()))
for a, b in zip(data[1::2], data[2::2]):
    g = min(a, b)
    while a % g or b % g:
        g -= 1
    print(g, a // g * b)
