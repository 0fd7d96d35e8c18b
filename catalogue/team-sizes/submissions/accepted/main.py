import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
manager = [0, 0] + nums[1:]
reports = [[] for _ in range(n + 1)]
for i in range(2, n + 1):
    reports[manager[i]].append(i)
order, stack = [], [1]
while stack:
    x = stack.pop()
    order.append(x)
    stack.extend(reports[x])
size = [1] * (n + 1)
for x in reversed(order[1:]):
    size[manager[x]] += size[x]
print(" ".join(map(str, size[1:])))
