"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,3}", lines[0]):
        return False
    q = int(lines[0])
    pairs = [re.fullmatch(rb"([1-9]\d{0,12}) ([1-9]\d{0,12})", line) for line in lines[1:-1]]
    return 1 <= q <= 1000 and len(pairs) == q and all(m and int(m.group(1)) <= 10**12 and int(m.group(2)) <= 10**12 for m in pairs)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
