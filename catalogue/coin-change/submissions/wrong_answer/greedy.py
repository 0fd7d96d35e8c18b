# Wrong: always takes the largest coin that still fits (right for 1, 2, 5; wrong for 1, 3, 4 and 6).
k, amount = map(int, input().split())
coins = sorted(map(int, input().split()), reverse=True)
count = 0
for c in coins:
    count += amount // c
    amount %= c
print(count if amount == 0 else -1)
