# Always drives to the nearest unvisited place: greedy, not the shortest round trip.
import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
d = [nums[1 + i * n: 1 + (i + 1) * n] for i in range(n)]
at, total, left = 0, 0, set(range(1, n))
while left:
    nxt = min(left, key=lambda k: d[at][k])
    total += d[at][nxt]
    left.remove(nxt)
    at = nxt
print(total + d[at][0])
