MOD = 10**9 + 7
n = int(input())
# Print the number of binary search trees with keys 1..n, modulo MOD.
