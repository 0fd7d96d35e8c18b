"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    head = re.fullmatch(rb"([1-9]\d{0,2}) ([1-9]\d{0,2})", lines[0]) if lines else None
    if not head or lines[-1] != b"":
        return False
    r, c = int(head.group(1)), int(head.group(2))
    rows = lines[1:-1]
    if r > 400 or c > 400 or len(rows) != r:
        return False
    for row in rows:
        if not re.fullmatch(rb"(0|-?[1-9]\d{0,6})( (0|-?[1-9]\d{0,6})){%d}" % (c - 1), row):
            return False
        if any(abs(int(x)) > 10**6 for x in row.split()):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
