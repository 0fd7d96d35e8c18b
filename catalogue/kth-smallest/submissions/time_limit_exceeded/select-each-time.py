# Finds each answer from scratch by repeatedly taking out the minimum: O(Q * N * k).
import sys

lines = sys.stdin.read().split("\n")
a = list(map(int, lines[1].split()))
out = []
for k in map(int, lines[2].split()):
    rest = list(a)
    for _ in range(k - 1):
        smallest = 0
        for i in range(1, len(rest)):
            if rest[i] < rest[smallest]:
                smallest = i
        rest.pop(smallest)
    out.append(min(rest))
print(" ".join(map(str, out)))
