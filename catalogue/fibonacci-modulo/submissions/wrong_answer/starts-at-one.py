# Wrong: starts the sequence 1, 1 at index 0, so it prints F(n + 1).
import sys


def fib(n, m):
    if n == 0:
        return 0, 1 % m
    a, b = fib(n // 2, m)
    c = a * (2 * b - a) % m
    d = (a * a + b * b) % m
    return (d, (c + d) % m) if n % 2 else (c, d)


data = sys.stdin.read().split()
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print(fib(n, m)[1])
