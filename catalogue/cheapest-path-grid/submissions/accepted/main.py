import sys

nums = list(map(int, sys.stdin.read().split()))
r, c = nums[0], nums[1]
best = [0] * c
for i in range(r):
    row = nums[2 + i * c: 2 + (i + 1) * c]
    if i == 0:
        run = 0
        for j in range(c):
            run += row[j]
            best[j] = run
        continue
    best[0] += row[0]
    for j in range(1, c):
        up, left = best[j], best[j - 1]
        best[j] = (up if up < left else left) + row[j]
print(best[-1])
