# Assumes the tree is balanced: its height would be about log2(N) + 1.
import sys

n, *keys = map(int, sys.stdin.read().split())
print(n.bit_length())
