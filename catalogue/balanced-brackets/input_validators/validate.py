"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,2}", lines[0]):
        return False
    q = int(lines[0])
    strings = lines[1:-1]
    return (1 <= q <= 100 and len(strings) == q and sum(map(len, strings)) <= 10**6
            and all(re.fullmatch(rb"[()\[\]{}]{1,200000}", s) for s in strings))


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
