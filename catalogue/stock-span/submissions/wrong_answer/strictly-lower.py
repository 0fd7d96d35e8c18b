# Counts only the days with a strictly lower price, so equal prices stop the span.
import sys

n, *p = map(int, sys.stdin.read().split())
stack, out = [], []
for i, x in enumerate(p):
    while stack and p[stack[-1]] < x:
        stack.pop()
    out.append(i + 1 if not stack else i - stack[-1])
    stack.append(i)
print(" ".join(map(str, out)))
