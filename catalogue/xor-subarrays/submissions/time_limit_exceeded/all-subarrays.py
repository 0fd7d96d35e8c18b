# XORs every subarray from every start: O(N^2).
import sys

nums = list(map(int, sys.stdin.read().split()))
n, k = nums[0], nums[1]
a = nums[2:]
count = 0
for l in range(n):
    x = 0
    for r in range(l, n):
        x ^= a[r]
        if x == k:
            count += 1
print(count)
