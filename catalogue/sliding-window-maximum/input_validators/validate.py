"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5})", lines[0])
    if not head or not re.fullmatch(rb"(0|-?[1-9]\d{0,9})( (0|-?[1-9]\d{0,9}))*", lines[1]):
        return False
    n, k = int(head.group(1)), int(head.group(2))
    a = list(map(int, lines[1].split()))
    return k <= n <= 3 * 10**5 and n - k <= 5 * 10**4 and len(a) == n and all(abs(x) <= 10**9 for x in a)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
