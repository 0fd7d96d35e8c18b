import sys

print(len(set(map(int, sys.stdin.read().split()[1:]))))
