import sys

k, s = sys.stdin.read().split()
k = int(k)
count = [0] * 26
codes = [ord(c) - 97 for c in s]
distinct = left = best = 0
for right, c in enumerate(codes):
    if count[c] == 0:
        distinct += 1
    count[c] += 1
    while distinct > k:
        d = codes[left]
        count[d] -= 1
        if count[d] == 0:
            distinct -= 1
        left += 1
    if right - left + 1 > best:
        best = right - left + 1
print(best)
