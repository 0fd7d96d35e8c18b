"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 4 or lines[3] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,4}) ([1-9]\d{0,4})", lines[0])
    num = rb"(0|-?[1-9]\d{0,9})( (0|-?[1-9]\d{0,9}))*"
    if not head or not re.fullmatch(num, lines[1]) or not re.fullmatch(num, lines[2]):
        return False
    n, q = int(head.group(1)), int(head.group(2))
    a, xs = list(map(int, lines[1].split())), list(map(int, lines[2].split()))
    if not (n <= 5 * 10**4 and q <= 5 * 10**4 and len(a) == n and len(xs) == q and len(set(a)) == n):
        return False
    if any(abs(v) > 10**9 for v in a + xs):
        return False
    k = min(range(n), key=lambda i: a[i])
    return a[k:] + a[:k] == sorted(a)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
