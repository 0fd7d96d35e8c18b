"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

match = re.fullmatch(rb"([1-9]\d{0,3})\n", sys.stdin.buffer.read())
sys.exit(42 if match and int(match.group(1)) <= 1000 else 43)
