# Scans each whole window for its maximum: O(N * K).
import sys

nums = list(map(int, sys.stdin.read().split()))
n, k = nums[0], nums[1]
a = nums[2:]
out = []
for i in range(n - k + 1):
    best = a[i]
    for j in range(i + 1, i + k):
        if a[j] > best:
            best = a[j]
    out.append(best)
print(" ".join(map(str, out)))
