import sys

n, *s = map(int, sys.stdin.read().split())
top = max(s)
rest = [x for x in s if x < top]
print(max(rest) if rest else "NONE")
