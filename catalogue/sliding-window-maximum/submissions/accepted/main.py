import sys
from collections import deque

nums = list(map(int, sys.stdin.read().split()))
n, k = nums[0], nums[1]
a = nums[2:]
window, out = deque(), []
for i, x in enumerate(a):
    while window and a[window[-1]] <= x:
        window.pop()
    window.append(i)
    if window[0] <= i - k:
        window.popleft()
    if i >= k - 1:
        out.append(a[window[0]])
print(" ".join(map(str, out)))
