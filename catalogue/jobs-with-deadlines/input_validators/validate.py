"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    n = int(lines[0])
    js = [re.fullmatch(rb"([1-9]\d{0,9}) ([1-9]\d{0,6})", line) for line in lines[1:-1]]
    return n <= 5 * 10**4 and len(js) == n and all(j and int(j.group(1)) <= 10**9 and int(j.group(2)) <= 10**6 for j in js)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
