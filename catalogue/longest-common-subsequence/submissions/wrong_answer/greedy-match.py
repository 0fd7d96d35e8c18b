# Matches each character of S with the first unused equal character of T: greedy is not optimal.
s = input().strip()
t = input().strip()
pos, count = 0, 0
for ch in s:
    k = t.find(ch, pos)
    if k >= 0:
        count += 1
        pos = k + 1
print(count)
