"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"" or not re.fullmatch(rb"[1-9]\d{0,2}", lines[0]):
        return False
    n = int(lines[0])
    if n > 200 or not re.fullmatch(rb"[1-9]\d{0,2}( [1-9]\d{0,2})*", lines[1]):
        return False
    d = list(map(int, lines[1].split()))
    return len(d) == n + 1 and all(x <= 500 for x in d)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
