# Drives the whole ring from every possible start: O(N^2).
import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
g, c = nums[1:1 + n], nums[1 + n:1 + 2 * n]
answer = -1
for s in range(n):
    tank, ok = 0, True
    for k in range(n):
        i = (s + k) % n
        tank += g[i] - c[i]
        if tank < 0:
            ok = False
            break
    if ok:
        answer = s + 1
        break
print(answer)
