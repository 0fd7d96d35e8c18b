# For every stone, updates every stone it can reach: O(N * max jump).
import sys

n, *s = map(int, sys.stdin.read().split())
INF = float("inf")
best = [INF] * n
best[0] = 0
for i in range(n):
    if best[i] == INF:
        continue
    for j in range(i + 1, min(n, i + s[i] + 1)):
        if best[i] + 1 < best[j]:
            best[j] = best[i] + 1
print(best[-1] if best[-1] < INF else -1)
