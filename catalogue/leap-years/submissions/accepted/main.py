import sys


def up_to(y):
    return y // 4 - y // 100 + y // 400


nums = list(map(int, sys.stdin.read().split()))[1:]
print("\n".join(str(up_to(b) - up_to(a - 1)) for a, b in zip(nums[::2], nums[1::2])))
