import sys

nums = list(map(int, sys.stdin.read().split()))
n = nums[0]
score = [0] * (n + 1)
for a, b in zip(nums[2::2], nums[3::2]):
    score[a] -= 1
    score[b] += 1
judges = [i for i in range(1, n + 1) if score[i] == n - 1]
print(judges[0] if judges else -1)
