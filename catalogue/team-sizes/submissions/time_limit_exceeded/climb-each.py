# Climbs from every employee to the top, adding one to each manager passed: O(N * depth).
import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
manager = [0, 0] + nums[1:]
size = [0] * (n + 1)
for i in range(1, n + 1):
    x = i
    while x != 0:
        size[x] += 1
        x = manager[x]
print(" ".join(map(str, size[1:])))
