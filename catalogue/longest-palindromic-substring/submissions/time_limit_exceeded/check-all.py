# Checks every substring letter by letter: O(N^3) when most of them are palindromes.
s = input().strip()
n = len(s)
best = 0
for i in range(n):
    for j in range(i, n):
        a, b = i, j
        while a < b and s[a] == s[b]:
            a += 1
            b -= 1
        if a >= b and j - i + 1 > best:
            best = j - i + 1
print(best)
