# Measures the width from the popped bar itself instead of from the bar below it on the stack.
import sys

n, *h = map(int, sys.stdin.read().split())
h.append(0)
stack, best = [], 0
for i in range(n + 1):
    while stack and h[stack[-1]] >= h[i]:
        j = stack.pop()
        best = max(best, h[j] * (i - j))
    stack.append(i)
print(best)
