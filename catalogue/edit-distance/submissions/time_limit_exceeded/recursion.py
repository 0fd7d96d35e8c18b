# Tries all three operations at every mismatch, remembering nothing: exponential.
import sys
sys.setrecursionlimit(20000)
s = input().strip()
t = input().strip()


def dist(i, j):
    if i == len(s):
        return len(t) - j
    if j == len(t):
        return len(s) - i
    if s[i] == t[j]:
        return dist(i + 1, j + 1)
    return 1 + min(dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1))


print(dist(0, 0))
