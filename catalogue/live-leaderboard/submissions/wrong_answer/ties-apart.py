# Counts the players with at least the same score as ahead: tied players get a worse rank.
import sys
from bisect import bisect_left, bisect_right, insort

lines = sys.stdin.read().split("\n")
q = int(lines[0])
score, ordered, out = {}, [], []
suffix = None
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "add":
        name, pts = p[1], int(p[2])
        if name in score:
            ordered.pop(bisect_right(ordered, score[name]) - 1)
        score[name] = score.get(name, 0) + pts
        insort(ordered, score[name])
        suffix = None
    elif p[0] == "rank":
        if p[1] not in score:
            score[p[1]] = 0
            insort(ordered, 0)
            suffix = None
        out.append(str(len(ordered) - bisect_left(ordered, score[p[1]])))
    else:
        # As fast as the accepted one (a suffix-sum cache), so only the tie rule fails, never the clock.
        if suffix is None:
            suffix = [0]
            for s in reversed(ordered):
                suffix.append(suffix[-1] + s)
        out.append(str(suffix[min(int(p[1]), len(ordered))]))
print("\n".join(out))
