n, k = map(int, input().split())
a = list(map(int, input().split()))
# Print a after k rotations to the right.
