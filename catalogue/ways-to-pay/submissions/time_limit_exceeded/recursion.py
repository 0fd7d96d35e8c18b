# Tries every count of every coin value without remembering anything: exponential.
import sys
sys.setrecursionlimit(10000)

MOD = 10**9 + 7
nums = list(map(int, sys.stdin.read().split()))
n, x = nums[0], nums[1]
coins = nums[2:]


def ways(i, left):
    if left == 0:
        return 1
    if i == n:
        return 0
    total, used = 0, 0
    while used <= left:
        total += ways(i + 1, left - used)
        used += coins[i]
    return total


print(ways(0, x) % MOD)
