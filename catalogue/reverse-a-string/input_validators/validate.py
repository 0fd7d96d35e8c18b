"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

data = sys.stdin.buffer.read()
ok = re.fullmatch(rb"[!-~]{1,1000}\n", data) is not None
sys.exit(42 if ok else 43)
