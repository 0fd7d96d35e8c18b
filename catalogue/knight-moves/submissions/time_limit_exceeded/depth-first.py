# Tries every route up to a growing number of moves (iterative deepening): exponential.
import sys

MOVES = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
nums = list(map(int, sys.stdin.read().split()))[1:]


def reach(n, r, c, goal, left):
    if (r, c) == goal:
        return True
    if left == 0:
        return False
    return any(1 <= r + dr <= n and 1 <= c + dc <= n and reach(n, r + dr, c + dc, goal, left - 1) for dr, dc in MOVES)


for i in range(0, len(nums), 5):
    n, r1, c1, r2, c2 = nums[i:i + 5]
    answer = -1
    for depth in range(0, 2 * n + 2):
        if reach(n, r1, c1, (r2, c2), depth):
            answer = depth
            break
    print(answer)
