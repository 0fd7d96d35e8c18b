"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 4 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d?", lines[0]):
        return False
    n = int(lines[0])
    rows = lines[1:-1]
    if not (2 <= n <= 16 and len(rows) == n):
        return False
    for i, row in enumerate(rows):
        if not re.fullmatch(rb"(0|[1-9]\d{0,6})( (0|[1-9]\d{0,6})){%d}" % (n - 1), row):
            return False
        d = list(map(int, row.split()))
        if d[i] != 0 or any(x > 10**6 for x in d):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
