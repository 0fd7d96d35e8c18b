# Takes items by value per weight while they fit: greedy is not optimal for 0/1 knapsack.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, cap = nums[0], nums[1]
items = sorted(zip(nums[2::2], nums[3::2]), key=lambda it: it[1] / it[0], reverse=True)
total = 0
for w, v in items:
    if w <= cap:
        cap -= w
        total += v
print(total)
