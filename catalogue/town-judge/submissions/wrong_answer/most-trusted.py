# Picks the most trusted person without checking that they trust nobody and everybody trusts them.
import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
trusted = [0] * (n + 1)
for b in nums[3::2]:
    trusted[b] += 1
print(max(range(1, n + 1), key=lambda i: trusted[i]) if n > 1 else 1)
