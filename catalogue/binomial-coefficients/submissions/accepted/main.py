import sys

MOD = 10**9 + 7
data = sys.stdin.buffer.read().split()
nums = list(map(int, data[1:]))
top = max(nums) if nums else 0
fact = [1] * (top + 1)
for i in range(1, top + 1):
    fact[i] = fact[i - 1] * i % MOD
inv = [1] * (top + 1)
inv[top] = pow(fact[top], MOD - 2, MOD)
for i in range(top, 0, -1):
    inv[i - 1] = inv[i] * i % MOD
out = [fact[n] * inv[k] % MOD * inv[n - k] % MOD for n, k in zip(nums[::2], nums[1::2])]
sys.stdout.write("\n".join(map(str, out)) + "\n")
