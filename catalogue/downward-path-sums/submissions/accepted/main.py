import sys

lines = sys.stdin.read().split("\n")
n, k = map(int, lines[0].split())
parent = [0, 0] + list(map(int, lines[1].split()))
v = [0] + list(map(int, lines[2].split()))
children = [[] for _ in range(n + 1)]
for i in range(2, n + 1):
    children[parent[i]].append(i)
seen = {0: 1}
count = 0
total = [0] * (n + 1)
stack = [1]
while stack:
    x = stack.pop()
    if x < 0:
        seen[total[-x]] -= 1
        continue
    s = total[parent[x]] + v[x] if x > 1 else v[x]
    total[x] = s
    count += seen.get(s - k, 0)
    seen[s] = seen.get(s, 0) + 1
    stack.append(-x)
    stack.extend(children[x])
print(count)
