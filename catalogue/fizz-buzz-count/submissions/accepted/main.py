n = int(input())
both = n // 15
print(n // 3 - both, n // 5 - both, both, n - n // 3 - n // 5 + both)
