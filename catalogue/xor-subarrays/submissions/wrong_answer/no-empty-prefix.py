# Forgets the empty prefix P_0 = 0: subarrays that start at the first element are missed.
import sys

nums = list(map(int, sys.stdin.read().split()))
k = nums[1]
seen, prefix, count = {}, 0, 0
for x in nums[2:]:
    prefix ^= x
    count += seen.get(prefix ^ k, 0)
    seen[prefix] = seen.get(prefix, 0) + 1
print(count)
