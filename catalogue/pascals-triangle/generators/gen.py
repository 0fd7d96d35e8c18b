"""Writes the secret tests of pascals-triangle into the folder given as the only argument (fixed seed)."""
import random
import sys
from pathlib import Path

MOD = 10**9 + 7
MAX_N = 10**18
MAX_P = 10**9


def count(n, p):
    """Values not divisible by p in rows 0..n-1 (Lucas: row r has prod(digit + 1) of them, digits in
    base p). With n = d * p^i + rest: count(n) = d(d+1)/2 * T^i + (d+1) * count(rest), T = p(p+1)/2."""
    f, power, t = 0, 1, p * (p + 1) // 2 % MOD
    while n:
        d = n % p
        n //= p
        f = (d * (d + 1) // 2 % MOD * power + (d + 1) * f) % MOD
        power = power * t % MOD
    return f


def brute_counts(limit, p):
    """counts[n] for n <= limit, by building the rows modulo p (independent of Lucas's theorem)."""
    counts, row, total = [0], [1], 0
    for _ in range(limit):
        total += sum(1 for v in row if v)
        counts.append(total)
        row = [1] + [(row[i] + row[i + 1]) % p for i in range(len(row) - 1)] + [1]
    return counts


def is_prime(n):
    if n < 2:
        return False
    for q in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % q == 0:
            return n == q
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


SMALL_PRIMES = [q for q in range(2, 100) if is_prime(q)]


def random_prime(rng, lo, hi):
    while True:
        q = rng.randint(lo, hi)
        if is_prime(q):
            return q


def log_uniform(rng, hi):
    return min(hi, max(1, int(10 ** rng.uniform(0, 18))))


def solve(text):
    nums = list(map(int, text.split()))
    return "".join(f"{count(nums[2 * i + 1], nums[2 * i + 2])}\n" for i in range(nums[0]))


def render(queries):
    return f"{len(queries)}\n" + "".join(f"{n} {p}\n" for n, p in queries)


def cases():
    rng = random.Random(20260513)
    tests = []
    # 1: every N up to 60 for p = 2, 3, 5, 7, checked against the rows themselves
    t1 = [(n, p) for p in (2, 3, 5, 7) for n in range(1, 61)]
    tests.append(t1)
    # 2: small N and small primes, in random order, checked against the rows themselves
    t2 = [(rng.randint(1, 400), rng.choice(SMALL_PRIMES[:15])) for _ in range(1000)]
    tests.append(t2)
    brute = {p: brute_counts(400, p) for p in set(p for _, p in t1 + t2)}
    assert all(count(n, p) == brute[p][n] % MOD for n, p in t1 + t2)
    # 3: p = 2 (odd values) with N of every size up to 10^18
    tests.append([(log_uniform(rng, MAX_N), 2) for _ in range(3000)])
    # 4: small primes, N of every size
    tests.append([(log_uniform(rng, MAX_N), rng.choice(SMALL_PRIMES)) for _ in range(3000)])
    # 5: large primes, N of every size
    tests.append([(log_uniform(rng, MAX_N), random_prime(rng, 10**5, MAX_P)) for _ in range(3000)])
    # 6: powers of p and their neighbours, p larger than N, the largest values
    t6 = [(MAX_N, 2), (MAX_N, 3), (MAX_N, 999999937), (MAX_N, 1000003), (1, 2), (1, 999999937), (MAX_N - 1, 2)]
    for p in SMALL_PRIMES[:10] + [101, 997, 65537, 1000003, 999999937]:
        power = 1
        while power * p <= MAX_N:
            power *= p
            t6 += [(n, p) for n in (power - 1, power, power + 1) if n <= MAX_N]
    for p in (2, 3, 999999937, random_prime(rng, 10**8, MAX_P)):
        t6 += [(p - 1, p), (p, p), (p + 1, p), (p * p - 1, p), (p * p, p), (p * p + 1, p)]
    tests.append(t6)
    # 7: the largest test: 10^4 questions, N near 10^18, primes of every size
    tests.append([(rng.randint(MAX_N // 2, MAX_N), rng.choice([2, 3, 5, 7, random_prime(rng, 2, 1000), random_prime(rng, 2, MAX_P)])) for _ in range(10**4)])
    return [render(t) for t in tests]


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for i, text in enumerate(cases(), start=1):
        (out / f"{i:02d}.in").write_text(text)
        (out / f"{i:02d}.ans").write_text(solve(text))
