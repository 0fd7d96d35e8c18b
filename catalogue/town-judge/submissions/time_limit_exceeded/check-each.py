# Checks every person against every relation: O(N * M).
import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
pairs = list(zip(nums[2::2], nums[3::2]))
answer = -1
for p in range(1, n + 1):
    trusts, trusted = 0, 0
    for a, b in pairs:
        if a == p:
            trusts += 1
        if b == p:
            trusted += 1
    if trusts == 0 and trusted == n - 1:
        answer = p
        break
print(answer)
