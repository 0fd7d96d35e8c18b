k, amount = map(int, input().split())
coins = list(map(int, input().split()))
INF = amount + 1
best = [0] + [INF] * amount
for a in range(1, amount + 1):
    best[a] = min([best[a - c] + 1 for c in coins if c <= a] + [INF])
print(best[amount] if best[amount] < INF else -1)
