"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,2}", lines[0]):
        return False
    q = int(lines[0])
    return 1 <= q <= 100 and len(lines) - 2 == q and all(re.fullmatch(rb"[()\[\]{}]{1,2000}", s) for s in lines[1:-1])


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
