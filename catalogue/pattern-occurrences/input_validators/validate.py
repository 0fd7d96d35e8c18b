"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    m = re.fullmatch(rb"([a-z]{1,100000})\n([a-z]+)\n", data)
    return m is not None and len(m.group(2)) <= len(m.group(1))


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
