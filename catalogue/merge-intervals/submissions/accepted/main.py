import sys

nums = list(map(int, sys.stdin.read().split()))
spans = sorted(zip(nums[1::2], nums[2::2]))
merged = [list(spans[0])]
for l, r in spans[1:]:
    last = merged[-1]
    if l <= last[1]:
        if r > last[1]:
            last[1] = r
    else:
        merged.append([l, r])
print(len(merged))
print("\n".join(f"{l} {r}" for l, r in merged))
