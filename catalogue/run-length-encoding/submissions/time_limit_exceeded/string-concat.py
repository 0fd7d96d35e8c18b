# Rebuilds the answer by prepending to it for every run, copying it each time: O(N^2).
import sys

for s in sys.stdin.read().split()[1:]:
    out = ""
    i = len(s) - 1
    while i >= 0:
        j = i
        while j >= 0 and s[j] == s[i]:
            j -= 1
        piece = f"{s[i]}{i - j}"
        copy = ""
        for ch in piece + out:
            copy += ch
        out = copy
        i = j
    print(out)
