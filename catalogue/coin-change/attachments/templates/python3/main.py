k, amount = map(int, input().split())
coins = list(map(int, input().split()))
# Print the fewest coins that add up to amount, or -1.
