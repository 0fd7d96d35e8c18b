"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,4}) ([1-9]\d{0,4})", lines[0])
    if not head or not re.fullmatch(rb"(0|[1-9]\d{0,9})( (0|[1-9]\d{0,9}))*", lines[1]):
        return False
    n, c = int(head.group(1)), int(head.group(2))
    x = list(map(int, lines[1].split()))
    return 2 <= c <= n <= 5 * 10**4 and len(x) == n and len(set(x)) == n and all(v <= 10**9 for v in x)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
