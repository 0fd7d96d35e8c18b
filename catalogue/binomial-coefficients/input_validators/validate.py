"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    q = int(lines[0])
    ps = [re.fullmatch(rb"(0|[1-9]\d{0,6}) (0|[1-9]\d{0,6})", line) for line in lines[1:-1]]
    return q <= 10**5 and len(ps) == q and all(p and int(p.group(2)) <= int(p.group(1)) <= 10**6 for p in ps)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
