import sys

nums = list(map(int, sys.stdin.read().split()))
n, q = nums[0], nums[1]
prefix = [0]
for x in nums[2:2 + n]:
    prefix.append(prefix[-1] + x)
qs = nums[2 + n:]
sys.stdout.write("".join(f"{prefix[r] - prefix[l - 1]}\n" for l, r in zip(qs[::2], qs[1::2])))
