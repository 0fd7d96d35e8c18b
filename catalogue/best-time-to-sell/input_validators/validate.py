"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    n = int(lines[0])
    if not (n <= 2 * 10**5 and re.fullmatch(rb"[1-9]\d{0,9}( [1-9]\d{0,9})*", lines[1])):
        return False
    p = list(map(int, lines[1].split()))
    return len(p) == n and all(x <= 10**9 for x in p)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
