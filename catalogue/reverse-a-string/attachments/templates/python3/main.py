s = input().strip()
# Print s reversed.
