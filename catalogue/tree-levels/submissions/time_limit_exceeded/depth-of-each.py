# Finds each node's depth by searching for its parent from the root every time: O(N^2).
import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
sums = {}
for x in range(1, n + 1):
    depth, y = 0, x
    while y != 1:
        found = 0
        for z in range(1, n + 1):
            if nums[2 * z - 1] == y or nums[2 * z] == y:
                found = z
                break
        y = found
        depth += 1
    sums[depth] = sums.get(depth, 0) + x
print(" ".join(str(sums[d]) for d in sorted(sums)))
