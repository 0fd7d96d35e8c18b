"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,2}) ([1-9]\d{0,5})", lines[0])
    if not head or not re.fullmatch(rb"[1-9]\d{0,5}( [1-9]\d{0,5})*", lines[1]):
        return False
    n, x = int(head.group(1)), int(head.group(2))
    c = list(map(int, lines[1].split()))
    return n <= 100 and x <= 5 * 10**4 and len(c) == n and len(set(c)) == n and all(v <= 10**5 for v in c)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
