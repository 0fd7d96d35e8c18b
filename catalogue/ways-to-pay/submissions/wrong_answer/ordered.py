# Loops over the amounts outside and the coins inside: counts orders (1 + 2 and 2 + 1) separately.
import sys

MOD = 10**9 + 7
nums = list(map(int, sys.stdin.read().split()))
n, x = nums[0], nums[1]
ways = [0] * (x + 1)
ways[0] = 1
for s in range(1, x + 1):
    for c in nums[2:]:
        if c <= s:
            ways[s] = (ways[s] + ways[s - c]) % MOD
print(ways[x])
