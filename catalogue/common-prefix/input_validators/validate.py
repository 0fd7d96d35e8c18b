"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    n = int(lines[0])
    words = lines[1:-1]
    return n <= 10**4 and len(words) == n and all(re.fullmatch(rb"[a-z]+", w) for w in words) and sum(map(len, words)) <= 2 * 10**5


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
