# Tries ever longer prefixes, checking every word with startswith each time: O(N * L^2).
import sys

words = sys.stdin.read().split()[1:]
best = ""
for length in range(1, len(words[0]) + 1):
    candidate = words[0][:length]
    ok = True
    for w in words:
        k = 0
        while k < length and k < len(w) and w[k] == candidate[k]:
            k += 1
        if k < length:
            ok = False
            break
    if not ok:
        break
    best = candidate
print(best or "NONE")
