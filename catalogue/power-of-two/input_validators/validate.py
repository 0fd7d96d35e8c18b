"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    q = int(lines[0])
    xs = lines[1:-1]
    return q <= 10**4 and len(xs) == q and all(re.fullmatch(rb"0|[1-9]\d{0,18}", x) and int(x) <= 10**18 for x in xs)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
