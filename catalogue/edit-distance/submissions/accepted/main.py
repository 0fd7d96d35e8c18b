s = input().strip()
t = input().strip()
m = len(t)
prev = list(range(m + 1))
for i, a in enumerate(s, start=1):
    cur = [i] * (m + 1)
    for j in range(1, m + 1):
        x = prev[j] + 1
        y = cur[j - 1] + 1
        z = prev[j - 1] + (a != t[j - 1])
        cur[j] = x if x < y and x < z else (y if y < z else z)
    prev = cur
print(prev[m])
