# Starts with one path even when the start cell holds a rock.
import sys

MOD = 10**9 + 7
lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
ways = [0] * c
ways[0] = 1
for i in range(r):
    row = lines[1 + i]
    for j in range(c):
        if row[j] == "#" and (i, j) != (0, 0):
            ways[j] = 0
        elif j > 0:
            ways[j] = (ways[j] + ways[j - 1]) % MOD
print(ways[-1])
