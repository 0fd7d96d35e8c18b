"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    n = int(lines[0])
    ts = [re.fullmatch(rb"(0|[1-9]\d{0,9}) (0|[1-9]\d{0,9})", line) for line in lines[1:-1]]
    return n <= 5 * 10**4 and len(ts) == n and all(t and int(t.group(1)) <= int(t.group(2)) <= 10**9 for t in ts)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
