# Merges only intervals that overlap strictly: [1, 3] and [3, 5] stay apart.
import sys

nums = list(map(int, sys.stdin.read().split()))
spans = sorted(zip(nums[1::2], nums[2::2]))
merged = [list(spans[0])]
for l, r in spans[1:]:
    if l < merged[-1][1]:
        merged[-1][1] = max(merged[-1][1], r)
    else:
        merged.append([l, r])
print(len(merged))
print("\n".join(f"{l} {r}" for l, r in merged))
