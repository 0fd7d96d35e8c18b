import sys

n, *h = map(int, sys.stdin.read().split())
h.append(0)
stack, best = [], 0
for i in range(n + 1):
    cur = h[i]
    while stack and h[stack[-1]] >= cur:
        height = h[stack.pop()]
        left = stack[-1] + 1 if stack else 0
        area = height * (i - left)
        if area > best:
            best = area
    stack.append(i)
print(best)
