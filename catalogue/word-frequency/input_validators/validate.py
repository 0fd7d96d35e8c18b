"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    n = int(lines[0])
    return n <= 5 * 10**4 and re.fullmatch(rb"[a-z]{1,10}( [a-z]{1,10})*", lines[1]) is not None and len(lines[1].split()) == n


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
