"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d?", lines[0]):
        return False
    q = int(lines[0])
    if not q <= 10 or len(lines) - 2 != q:
        return False
    for line in lines[1:-1]:
        if not re.fullmatch(rb"[1-9]\d{0,2}( [1-9]\d{0,2}){4}", line):
            return False
        n, *rest = map(int, line.split())
        if n > 200 or any(x > n for x in rest):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
