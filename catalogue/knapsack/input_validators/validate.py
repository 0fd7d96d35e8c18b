"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    head = re.fullmatch(rb"([1-9]\d{0,2}) ([1-9]\d{0,4})", lines[0]) if lines else None
    if not head or lines[-1] != b"":
        return False
    n, cap = int(head.group(1)), int(head.group(2))
    items = [re.fullmatch(rb"([1-9]\d{0,4}) ([1-9]\d{0,9})", line) for line in lines[1:-1]]
    return n <= 100 and cap <= 10**4 and len(items) == n and all(m and int(m.group(1)) <= 10**4 and int(m.group(2)) <= 10**9 for m in items)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
