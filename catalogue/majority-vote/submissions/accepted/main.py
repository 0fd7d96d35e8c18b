import sys

n, *v = map(int, sys.stdin.read().split())
candidate, lead = 0, 0
for x in v:
    if lead == 0:
        candidate, lead = x, 1
    elif x == candidate:
        lead += 1
    else:
        lead -= 1
print(candidate if 2 * v.count(candidate) > n else "NO MAJORITY")
