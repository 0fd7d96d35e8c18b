s = input().strip()
t = "#" + "#".join(s) + "#"
d = [0] * len(t)
center = right = 0
for i in range(len(t)):
    if i < right:
        d[i] = min(right - i, d[2 * center - i])
    r = d[i]
    while i - r - 1 >= 0 and i + r + 1 < len(t) and t[i - r - 1] == t[i + r + 1]:
        r += 1
    d[i] = r
    if i + r > right:
        center, right = i, i + r
print(max(d))
