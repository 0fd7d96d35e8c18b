"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    n = int(lines[0])
    rows = [re.fullmatch(rb"(0|[1-9]\d{0,4}) (0|[1-9]\d{0,4})", line) for line in lines[1:-1]]
    if n > 5 * 10**4 or len(rows) != n or not all(rows):
        return False
    kids = [int(x) for m in rows for x in m.groups() if int(x)]
    if sorted(kids) != list(range(2, n + 1)):
        return False
    level, seen = [1], 1
    while level:
        level = [int(c) for x in level for c in rows[x - 1].groups() if int(c)]
        seen += len(level)
        if seen > n:
            return False
    return seen == n


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
