MOD = 10**9 + 7
n = int(input())
trees = [1] + [0] * n
for size in range(1, n + 1):
    trees[size] = sum(trees[left] * trees[size - 1 - left] for left in range(size)) % MOD
print(trees[n])
