import sys

nums = list(map(int, sys.stdin.read().split()))
n, d = nums[0], nums[1:]
best = [[0] * n for _ in range(n)]
for length in range(2, n + 1):
    for i in range(n - length + 1):
        j = i + length - 1
        row, di, dj = best[i], d[i], d[j + 1]
        best[i][j] = min(row[k] + best[k + 1][j] + di * d[k + 1] * dj for k in range(i, j))
print(best[0][n - 1])
