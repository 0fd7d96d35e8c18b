# Checks every pair of positions: O(N^2).
import sys

nums = list(map(int, sys.stdin.read().split()))
n, k = nums[0], nums[1]
a = nums[2:]
pairs = 0
for i in range(n):
    for j in range(i + 1, n):
        if a[i] + a[j] == k:
            pairs += 1
print(pairs)
