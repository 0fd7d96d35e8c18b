s = input().strip()
t = input().strip()
prev = [0] * (len(t) + 1)
for ch in s:
    cur = [0] * (len(t) + 1)
    for j, tc in enumerate(t, start=1):
        if ch == tc:
            cur[j] = prev[j - 1] + 1
        else:
            a, b = prev[j], cur[j - 1]
            cur[j] = a if a > b else b
    prev = cur
print(prev[-1])
