# Re-sorts all the ropes with a hand-written insertion sort before every tie: O(N^2) and worse.
import sys

n, *a = map(int, sys.stdin.read().split())
cost = 0
while len(a) > 1:
    for i in range(1, len(a)):
        x, j = a[i], i - 1
        while j >= 0 and a[j] > x:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x
    joined = a[0] + a[1]
    cost += joined
    a = a[2:] + [joined]
print(cost)
