"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    n = int(lines[0])
    if n > 2 * 10**5 or not re.fullmatch(rb"(0|-?[1-9]\d{0,9})( (0|-?[1-9]\d{0,9}))*", lines[1]):
        return False
    a = list(map(int, lines[1].split()))
    return len(a) == n and all(abs(x) <= 10**9 for x in a)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
