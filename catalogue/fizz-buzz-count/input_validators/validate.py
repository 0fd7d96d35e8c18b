"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    m = re.fullmatch(rb"([1-9]\d{0,18})\n", data)
    return m is not None and int(m.group(1)) <= 10**18


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
