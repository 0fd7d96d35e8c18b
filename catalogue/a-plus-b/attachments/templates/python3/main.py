a, b = map(int, input().split())
# Print the sum of a and b.
