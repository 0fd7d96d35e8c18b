import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
g, c = nums[1:1 + n], nums[1 + n:1 + 2 * n]
tank = total = start = 0
for i in range(n):
    d = g[i] - c[i]
    tank += d
    total += d
    if tank < 0:
        start, tank = i + 1, 0
print(-1 if total < 0 else start + 1)
