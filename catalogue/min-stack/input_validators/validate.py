"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    q = int(lines[0])
    cmds = lines[1:-1]
    if not (1 <= q <= 2 * 10**4 and len(cmds) == q):
        return False
    for c in cmds:
        m = re.fullmatch(rb"push (0|-?[1-9]\d{0,9})|pop|top|min", c)
        if not m or (m.group(1) is not None and abs(int(m.group(1))) > 10**9):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
