"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    head = re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5})", lines[0]) if lines else None
    if not head or lines[-1] != b"":
        return False
    n, q = int(head.group(1)), int(head.group(2))
    cmds = lines[1:-1]
    return n <= 10**5 and q <= 10**5 and len(cmds) == q and all(re.fullmatch(rb"(park|leave|where) [A-Z0-9]{1,8}", c) for c in cmds)


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
