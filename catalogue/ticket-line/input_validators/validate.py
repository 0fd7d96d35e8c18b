"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,4}) ([1-9]\d{0,4})", lines[0])
    if not head or not re.fullmatch(rb"[1-9]\d{0,9}( [1-9]\d{0,9})*", lines[1]):
        return False
    n, k = int(head.group(1)), int(head.group(2))
    t = list(map(int, lines[1].split()))
    return k <= n <= 2 * 10**4 and len(t) == n and all(x <= 10**9 for x in t)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
