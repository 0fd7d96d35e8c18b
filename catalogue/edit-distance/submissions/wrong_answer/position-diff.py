# Counts the positions that differ plus the difference in length: ignores that an insertion
# shifts everything after it.
s = input().strip()
t = input().strip()
print(sum(a != b for a, b in zip(s, t)) + abs(len(s) - len(t)))
