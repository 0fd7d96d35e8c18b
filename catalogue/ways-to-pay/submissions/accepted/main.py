import sys

MOD = 10**9 + 7
nums = list(map(int, sys.stdin.read().split()))
n, x = nums[0], nums[1]
ways = [0] * (x + 1)
ways[0] = 1
for c in nums[2:]:
    if c > x:
        continue
    # ways[s] += ways[s - c] for s from c up, done in blocks of c so each block is a list operation.
    for start in range(c, x + 1, c):
        end = min(start + c, x + 1)
        ways[start:end] = [(a + b) % MOD for a, b in zip(ways[start:end], ways[start - c:end - c])]
print(ways[x])
