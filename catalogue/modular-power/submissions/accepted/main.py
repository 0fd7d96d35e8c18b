import sys

nums = list(map(int, sys.stdin.read().split()))[1:]
print("\n".join(str(pow(a, b, m)) for a, b, m in zip(nums[::3], nums[1::3], nums[2::3])))
