import sys

nums = list(map(int, sys.stdin.read().split()))
r, c = nums[0], nums[1]
grid = [nums[2 + i * c: 2 + (i + 1) * c] for i in range(r)]
top, bottom, left, right = 0, r - 1, 0, c - 1
out = []
while top <= bottom and left <= right:
    out += grid[top][left:right + 1]
    out += [grid[i][right] for i in range(top + 1, bottom + 1)]
    if top < bottom:
        out += grid[bottom][left:right][::-1]
    if left < right:
        out += [grid[i][left] for i in range(bottom - 1, top, -1)]
    top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
print(" ".join(map(str, out)))
