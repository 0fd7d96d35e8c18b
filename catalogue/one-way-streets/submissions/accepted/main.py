import sys

nums = list(map(int, sys.stdin.read().split()))
n, m = nums[0], nums[1]
adj = [[] for _ in range(n + 1)]
radj = [[] for _ in range(n + 1)]
for a, b in zip(nums[2::2], nums[3::2]):
    adj[a].append(b)
    radj[b].append(a)
seen, order = [False] * (n + 1), []
for s in range(1, n + 1):
    if seen[s]:
        continue
    seen[s] = True
    stack = [(s, iter(adj[s]))]
    while stack:
        x, it = stack[-1]
        for y in it:
            if not seen[y]:
                seen[y] = True
                stack.append((y, iter(adj[y])))
                break
        else:
            order.append(x)
            stack.pop()
comp, count = [0] * (n + 1), 0
for s in reversed(order):
    if comp[s]:
        continue
    count += 1
    comp[s] = count
    stack = [s]
    while stack:
        x = stack.pop()
        for y in radj[x]:
            if not comp[y]:
                comp[y] = count
                stack.append(y)
print(count)
