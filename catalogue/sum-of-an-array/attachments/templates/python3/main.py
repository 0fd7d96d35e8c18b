n = int(input())
a = list(map(int, input().split()))
# Print the sum of a.
