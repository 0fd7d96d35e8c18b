# Gives every land cell its own label, then merges neighbouring labels by rewriting the whole grid
# each time two meet: O((R * C)^2) on a big island.
import sys

lines = sys.stdin.read().split("\n")
r, c = map(int, lines[0].split())
label = [[(i * c + j) if lines[1 + i][j] == "#" else -1 for j in range(c)] for i in range(r)]
for i in range(r):
    for j in range(c):
        for ny, nx in ((i + 1, j), (i, j + 1)):
            if ny < r and nx < c and label[i][j] >= 0 and label[ny][nx] >= 0 and label[i][j] != label[ny][nx]:
                old, new = label[ny][nx], label[i][j]
                for y in range(r):
                    for x in range(c):
                        if label[y][x] == old:
                            label[y][x] = new
print(len({v for row in label for v in row if v >= 0}))
