import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
level, sums = [1], []
while level:
    sums.append(sum(level))
    nxt = []
    for x in level:
        l, r = nums[2 * x - 1], nums[2 * x]
        if l:
            nxt.append(l)
        if r:
            nxt.append(r)
    level = nxt
print(" ".join(map(str, sums)))
