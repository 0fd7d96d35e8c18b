# Follows only the leftmost path, as if every level had one node.
import sys

nums = list(map(int, sys.stdin.read().split()))
x, sums = 1, []
while x:
    sums.append(x)
    x = nums[2 * x - 1] or nums[2 * x]
print(" ".join(map(str, sums)))
