# Divides the factorials modulo p as if they were exact integers.
import sys

MOD = 10**9 + 7
nums = list(map(int, sys.stdin.read().split()))[1:]
top = max(nums)
fact = [1] * (top + 1)
for i in range(1, top + 1):
    fact[i] = fact[i - 1] * i % MOD
print("\n".join(str(fact[n] // max(1, fact[k] * fact[n - k] % MOD) % MOD) for n, k in zip(nums[::2], nums[1::2])))
