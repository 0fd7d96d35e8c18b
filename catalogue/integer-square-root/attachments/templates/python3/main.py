q = int(input())
for _ in range(q):
    n = int(input())
    # Print the largest r with r * r <= n.
