n, k = map(int, input().split())
a = input().split()
shift = k % n
print(" ".join(a[n - shift :] + a[: n - shift]))
