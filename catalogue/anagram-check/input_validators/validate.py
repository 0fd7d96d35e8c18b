"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,2}", lines[0]):
        return False
    q = int(lines[0])
    pairs = lines[1:-1]
    return (q <= 100 and len(pairs) == q and all(re.fullmatch(rb"[a-z]+ [a-z]+", p) for p in pairs)
            and sum(len(p) - 1 for p in pairs) <= 2 * 10**5)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
