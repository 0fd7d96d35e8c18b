"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    q = int(lines[0])
    cmds = lines[1:-1]
    if not (q <= 10**5 and len(cmds) == q):
        return False
    for c in cmds:
        m = re.fullmatch(rb"add [a-z]{1,10} ([1-9]\d?)|rank [a-z]{1,10}|top ([1-9]\d{0,5})", c)
        if not m or (m.group(1) and int(m.group(1)) > 50) or (m.group(2) and int(m.group(2)) > 10**5):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
