import sys

nums = list(map(int, sys.stdin.read().split()))
k = nums[1]
seen, pairs = {}, 0
for x in nums[2:]:
    pairs += seen.get(k - x, 0)
    seen[x] = seen.get(x, 0) + 1
print(pairs)
