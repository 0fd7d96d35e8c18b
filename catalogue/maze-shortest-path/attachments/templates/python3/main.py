rows, cols = map(int, input().split())
grid = [input().strip() for _ in range(rows)]
# Print the fewest moves from S to E, or -1.
