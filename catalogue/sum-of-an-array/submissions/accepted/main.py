import sys

data = sys.stdin.read().split()
n = int(data[0])
print(sum(map(int, data[1 : n + 1])))
