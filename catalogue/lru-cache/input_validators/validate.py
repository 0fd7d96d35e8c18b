"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    head = re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5})", lines[0]) if lines else None
    if not head or lines[-1] != b"":
        return False
    c, q = int(head.group(1)), int(head.group(2))
    cmds = lines[1:-1]
    if not (c <= 10**5 and q <= 2 * 10**5 and len(cmds) == q):
        return False
    for cmd in cmds:
        m = re.fullmatch(rb"get (0|[1-9]\d{0,9})|put (0|[1-9]\d{0,9}) (0|[1-9]\d{0,9})", cmd)
        if not m or any(g is not None and int(g) > 10**9 for g in m.groups()):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
