# Counts every word by scanning the whole text again: O(N^2).
import sys

words = sys.stdin.read().split()[1:]
best, most = None, 0
for w in words:
    c = 0
    for v in words:
        if v == w:
            c += 1
    if c > most or (c == most and w < best):
        best, most = w, c
print(best, most)
