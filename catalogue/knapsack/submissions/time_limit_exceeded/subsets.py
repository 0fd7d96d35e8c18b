# Tries every subset of items: 2^N.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, cap = nums[0], nums[1]
items = list(zip(nums[2::2], nums[3::2]))


def best(i, room):
    if i == n:
        return 0
    skip = best(i + 1, room)
    w, v = items[i]
    return max(skip, v + best(i + 1, room - w)) if w <= room else skip


print(best(0, cap))
