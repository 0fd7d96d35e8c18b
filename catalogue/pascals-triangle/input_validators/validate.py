"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

MAX_Q = 10**4
MAX_N = 10**18
MAX_P = 10**9


def is_prime(n):
    """Deterministic Miller-Rabin (these bases are exact far beyond 10^9)."""
    if n < 2:
        return False
    bases = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    for q in bases:
        if n % q == 0:
            return n == q
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in bases:
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


def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    q = int(lines[0])
    if not 1 <= q <= MAX_Q or len(lines) - 2 != q:
        return False
    for line in lines[1:-1]:
        m = re.fullmatch(rb"([1-9]\d{0,18}) ([1-9]\d{0,9})", line)
        if not m:
            return False
        n, p = int(m.group(1)), int(m.group(2))
        if not (1 <= n <= MAX_N and 2 <= p <= MAX_P and is_prime(p)):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
