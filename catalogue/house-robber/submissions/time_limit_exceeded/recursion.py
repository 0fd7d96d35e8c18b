# Decides knock or skip for every house without remembering answers: exponential.
import sys
sys.setrecursionlimit(100000)

n, *d = map(int, sys.stdin.read().split())


def best(i):
    if i >= n:
        return 0
    return max(d[i] + best(i + 2), best(i + 1))


print(best(0))
