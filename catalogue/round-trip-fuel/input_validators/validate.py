"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 4 or lines[3] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    n = int(lines[0])
    num = rb"(0|[1-9]\d{0,4})( (0|[1-9]\d{0,4}))*"
    if n > 10**5 or not re.fullmatch(num, lines[1]) or not re.fullmatch(num, lines[2]):
        return False
    g, c = list(map(int, lines[1].split())), list(map(int, lines[2].split()))
    return len(g) == n and len(c) == n and all(x <= 10**4 for x in g + c)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
