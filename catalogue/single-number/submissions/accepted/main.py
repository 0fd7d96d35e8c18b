import sys
from functools import reduce
from operator import xor

n, *a = map(int, sys.stdin.read().split())
print(reduce(xor, a, 0))
