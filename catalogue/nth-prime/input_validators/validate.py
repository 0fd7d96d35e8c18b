"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

MAX_Q = 10**4
MAX_N = 10**6


def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    q = int(lines[0])
    if not 1 <= q <= MAX_Q or len(lines) - 2 != q:
        return False
    return all(re.fullmatch(rb"[1-9]\d{0,6}", s) and int(s) <= MAX_N for s in lines[1:-1])


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
