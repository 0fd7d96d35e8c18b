"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    head = re.fullmatch(rb"([1-9]\d{0,5}) (0|[1-9]\d{0,5})", lines[0]) if lines else None
    if not head or lines[-1] != b"":
        return False
    n, m = int(head.group(1)), int(head.group(2))
    ps = [re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5})", line) for line in lines[1:-1]]
    if not (n <= 10**5 and m <= 2 * 10**5 and len(ps) == m and all(ps)):
        return False
    pairs = [(int(p.group(1)), int(p.group(2))) for p in ps]
    return len(set(pairs)) == m and all(a != b and a <= n and b <= n for a, b in pairs)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
