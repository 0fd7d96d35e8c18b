# Walks every path one by one: their number grows exponentially.
import sys
sys.setrecursionlimit(10000)
MOD = 10**9 + 7
lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
grid = lines[1:r + 1]


def paths(i, j):
    if i >= r or j >= c or grid[i][j] == "#":
        return 0
    if i == r - 1 and j == c - 1:
        return 1
    return paths(i + 1, j) + paths(i, j + 1)


print(paths(0, 0) % MOD)
