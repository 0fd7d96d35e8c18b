import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
arrive = sorted(nums[1::2])
depart = sorted(nums[2::2])
used = best = j = 0
for a in arrive:
    while depart[j] < a:
        used -= 1
        j += 1
    used += 1
    if used > best:
        best = used
print(best)
