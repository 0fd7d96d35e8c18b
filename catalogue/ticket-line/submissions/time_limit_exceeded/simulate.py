# Simulates the line minute by minute: up to 2 * 10^13 minutes.
import sys
from collections import deque

nums = list(map(int, sys.stdin.read().split()))
n, k = nums[0], nums[1]
line = deque((i, x) for i, x in enumerate(nums[2:], start=1))
minute = 0
while True:
    i, left = line.popleft()
    minute += 1
    if i == k and left == 1:
        break
    if left > 1:
        line.append((i, left - 1))
print(minute)
