# Forgets to sort the stalls: the greedy check only works on positions in order.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, c = nums[0], nums[1]
x = nums[2:]


def fits(d):
    count, last = 1, x[0]
    for p in x:
        if p - last >= d:
            count += 1
            last = p
    return count >= c


lo, hi = 1, max(x) - min(x)
while lo < hi:
    mid = (lo + hi + 1) // 2
    if fits(mid):
        lo = mid
    else:
        hi = mid - 1
print(lo)
