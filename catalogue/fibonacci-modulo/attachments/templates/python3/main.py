q = int(input())
for _ in range(q):
    n, m = map(int, input().split())
    # Print F(n) mod m.
