# Trusts the Boyer-Moore survivor without counting its votes: wrong when there is no majority.
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
print(candidate)
