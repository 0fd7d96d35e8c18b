import sys

n, *s = map(int, sys.stdin.read().split())
jumps = reach = frontier = 0
answer = None
for i in range(n - 1):
    if i + s[i] > reach:
        reach = i + s[i]
    if i == frontier:
        if reach <= i:
            answer = -1
            break
        jumps += 1
        frontier = reach
        if frontier >= n - 1:
            break
print(answer if answer is not None else jumps)
