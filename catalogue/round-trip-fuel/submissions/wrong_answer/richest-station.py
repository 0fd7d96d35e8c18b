# Starts at the station with the most fuel to give.
import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
g, c = nums[1:1 + n], nums[1 + n:1 + 2 * n]
print(-1 if sum(g) < sum(c) else g.index(max(g)) + 1)
