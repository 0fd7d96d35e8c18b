q = int(input())
for _ in range(q):
    l, r = map(int, input().split())
    # Print l ^ (l + 1) ^ ... ^ r.
