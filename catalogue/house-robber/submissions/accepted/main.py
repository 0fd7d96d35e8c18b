import sys

n, *d = map(int, sys.stdin.read().split())
take = skip = 0
for x in d:
    take, skip = skip + x, (take if take > skip else skip)
print(max(take, skip))
