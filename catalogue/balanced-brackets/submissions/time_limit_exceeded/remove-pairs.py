# Removes one adjacent pair at a time and starts over: quadratic per string, with a slow restart.
import sys

for s in sys.stdin.read().split()[1:]:
    changed = True
    while changed:
        changed = False
        for i in range(len(s) - 1):
            if s[i:i + 2] in ("()", "[]", "{}"):
                s = s[:i] + s[i + 2:]
                changed = True
                break
    print("YES" if not s else "NO")
