import sys

n, *a = map(int, sys.stdin.read().split())
ans, stack = [-1] * n, []
for i, x in enumerate(a):
    while stack and a[stack[-1]] < x:
        ans[stack.pop()] = x
    stack.append(i)
print(" ".join(map(str, ans)))
