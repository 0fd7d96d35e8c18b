# Always jumps as far as possible: not always the fewest jumps.
import sys

n, *s = map(int, sys.stdin.read().split())
i, jumps = 0, 0
while i < n - 1:
    if s[i] == 0:
        jumps = -1
        break
    i += s[i]
    jumps += 1
print(jumps)
