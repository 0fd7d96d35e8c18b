# Compares the pattern at every position character by character: O(|T| * |P|).
import sys

t, p = sys.stdin.read().split()
m = len(p)
starts = []
for i in range(len(t) - m + 1):
    j = 0
    while j < m and t[i + j] == p[j]:
        j += 1
    if j == m:
        starts.append(i + 1)
print(len(starts))
if starts:
    print(" ".join(map(str, starts)))
