# Sorts every score again for every question, with a hand-written insertion sort: O(Q * N^2).
import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
score, out = {}, []
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "add":
        score[p[1]] = score.get(p[1], 0) + int(p[2])
        continue
    if p[0] == "rank":
        score.setdefault(p[1], 0)
    values = list(score.values())
    for i in range(1, len(values)):
        x, j = values[i], i - 1
        while j >= 0 and values[j] < x:
            values[j + 1] = values[j]
            j -= 1
        values[j + 1] = x
    if p[0] == "rank":
        out.append(str(sum(1 for v in values if v > score[p[1]]) + 1))
    else:
        out.append(str(sum(values[:int(p[1])])))
print("\n".join(out))
