import sys

MOD = 10**9 + 7


def count_not_divisible(n, p):
    # Lucas: row r has prod(digit + 1) values not divisible by p (digits of r in base p).
    # With n = d * p^i + rest: count(n) = d(d+1)/2 * T^i + (d + 1) * count(rest), T = p(p+1)/2.
    f, power, t = 0, 1, p * (p + 1) // 2 % MOD
    while n:
        n, d = divmod(n, p)
        f = (d * (d + 1) // 2 * power + (d + 1) * f) % MOD
        power = power * t % MOD
    return f


data = sys.stdin.buffer.read().split()
q = int(data[0])
out = [count_not_divisible(int(data[2 * i + 1]), int(data[2 * i + 2])) for i in range(q)]
sys.stdout.write("\n".join(map(str, out)) + "\n")
