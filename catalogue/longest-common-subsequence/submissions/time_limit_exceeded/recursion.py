# Tries both choices at every mismatch, without remembering answers: exponential.
import sys
sys.setrecursionlimit(10000)
s = input().strip()
t = input().strip()


def lcs(i, j):
    if i == len(s) or j == len(t):
        return 0
    if s[i] == t[j]:
        return 1 + lcs(i + 1, j + 1)
    return max(lcs(i + 1, j), lcs(i, j + 1))


print(lcs(0, 0))
