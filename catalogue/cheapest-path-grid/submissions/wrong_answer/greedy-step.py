# Steps each time to the cheaper neighbour, right or down: greedy is not optimal.
import sys

nums = list(map(int, sys.stdin.read().split()))
r, c = nums[0], nums[1]
at = lambda i, j: nums[2 + i * c + j]
i = j = 0
total = at(0, 0)
while (i, j) != (r - 1, c - 1):
    if i == r - 1:
        j += 1
    elif j == c - 1:
        i += 1
    elif at(i + 1, j) <= at(i, j + 1):
        i += 1
    else:
        j += 1
    total += at(i, j)
print(total)
