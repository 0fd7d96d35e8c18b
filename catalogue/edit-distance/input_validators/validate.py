"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    return re.fullmatch(rb"[a-z]{1,1500}\n[a-z]{1,1500}\n", data) is not None


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
