import heapq
import sys

nums = list(map(int, sys.stdin.read().split()))
jobs = sorted(zip(nums[1::2], nums[2::2]))
taken = []
for d, p in jobs:
    if len(taken) < d:
        heapq.heappush(taken, p)
    elif taken and taken[0] < p:
        heapq.heapreplace(taken, p)
print(sum(taken))
