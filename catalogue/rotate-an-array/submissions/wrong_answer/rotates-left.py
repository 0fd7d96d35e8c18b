# Wrong: rotates to the left instead of the right.
n, k = map(int, input().split())
a = input().split()
shift = k % n
print(" ".join(a[shift:] + a[:shift]))
