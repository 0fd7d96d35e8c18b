import sys

MOD = 10**9 + 7
lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
ways = [0] * c
for i in range(r):
    row = lines[1 + i]
    for j in range(c):
        if row[j] == "#":
            ways[j] = 0
        elif i == 0 and j == 0:
            ways[j] = 1
        elif j > 0:
            ways[j] = (ways[j] + ways[j - 1]) % MOD
print(ways[-1])
