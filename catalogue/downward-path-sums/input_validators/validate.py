"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 4 or lines[3] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,5}) (0|-?[1-9]\d{0,12})", lines[0])
    if not head:
        return False
    n, k = int(head.group(1)), int(head.group(2))
    if n > 2 * 10**5 or abs(k) > 10**12:
        return False
    if n == 1:
        if lines[1] != b"":
            return False
    else:
        if not re.fullmatch(rb"[1-9]\d{0,5}( [1-9]\d{0,5})*", lines[1]):
            return False
        p = list(map(int, lines[1].split()))
        if len(p) != n - 1 or any(not 1 <= p[i - 2] < i for i in range(2, n + 1)):
            return False
    if not re.fullmatch(rb"(0|-?[1-9]\d{0,6})( (0|-?[1-9]\d{0,6}))*", lines[2]):
        return False
    v = list(map(int, lines[2].split()))
    return len(v) == n and all(abs(x) <= 10**6 for x in v)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
