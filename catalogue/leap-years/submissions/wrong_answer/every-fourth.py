# Counts every fourth year, forgetting the century rule.
import sys

nums = list(map(int, sys.stdin.read().split()))[1:]
print("\n".join(str(b // 4 - (a - 1) // 4) for a, b in zip(nums[::2], nums[1::2])))
