import sys


def fib(n, m):
    """(F(n) mod m, F(n+1) mod m) by fast doubling."""
    if n == 0:
        return 0, 1 % m
    a, b = fib(n // 2, m)
    c = a * (2 * b - a) % m
    d = (a * a + b * b) % m
    return (d, (c + d) % m) if n % 2 else (c, d)


data = sys.stdin.read().split()
q = int(data[0])
print("\n".join(str(fib(int(data[1 + 2 * i]), int(data[2 + 2 * i]))[0]) for i in range(q)))
