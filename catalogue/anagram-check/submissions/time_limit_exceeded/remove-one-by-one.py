# Crosses out each letter of the first word in the second with a hand-written search: O(N^2).
import sys

words = sys.stdin.read().split()[1:]
for a, b in zip(words[::2], words[1::2]):
    rest = list(b)
    ok = len(a) == len(b)
    for ch in a:
        if not ok:
            break
        for i in range(len(rest)):
            if rest[i] == ch:
                rest[i] = ""
                break
        else:
            ok = False
    print("YES" if ok else "NO")
