# Only grows around letters: even-length palindromes like "abba" are missed.
s = input().strip()
best = 1
for c in range(len(s)):
    l = r = c
    while l >= 0 and r < len(s) and s[l] == s[r]:
        l -= 1
        r += 1
    best = max(best, r - l - 1)
print(best)
