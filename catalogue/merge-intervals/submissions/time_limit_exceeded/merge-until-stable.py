# Merges any two overlapping intervals it finds and starts over, until none overlap: O(N^3) worst case.
import sys

nums = list(map(int, sys.stdin.read().split()))
spans = [list(p) for p in zip(nums[1::2], nums[2::2])]
changed = True
while changed:
    changed = False
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a, b = spans[i], spans[j]
            if a[0] <= b[1] and b[0] <= a[1]:
                spans[i] = [min(a[0], b[0]), max(a[1], b[1])]
                spans.pop(j)
                changed = True
                break
        if changed:
            break
spans.sort()
print(len(spans))
print("\n".join(f"{l} {r}" for l, r in spans))
