import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
d = [nums[1 + i * n: 1 + (i + 1) * n] for i in range(n)]
INF = 1 << 60
full = 1 << n
best = [[INF] * n for _ in range(full)]
best[1][0] = 0
for mask in range(1, full, 2):
    row = best[mask]
    missing = [k for k in range(1, n) if not mask >> k & 1]
    for j in range(n):
        cost = row[j]
        if cost == INF:
            continue
        dj = d[j]
        for k in missing:
            target = best[mask | 1 << k]
            c = cost + dj[k]
            if c < target[k]:
                target[k] = c
print(min(best[full - 1][j] + d[j][0] for j in range(n)))
