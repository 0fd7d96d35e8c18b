"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    q = int(lines[0])
    cmds = lines[1:-1]
    if not (q <= 2 * 10**4 and len(cmds) == q):
        return False
    last = -1
    for c in cmds:
        s = re.fullmatch(rb"set [a-z]{1,10} [a-z0-9]{1,10} (0|[1-9]\d{0,9})", c)
        g = re.fullmatch(rb"get [a-z]{1,10} (0|[1-9]\d{0,9})", c)
        if s and int(s.group(1)) <= 10**9 and int(s.group(1)) > last:
            last = int(s.group(1))
        elif not (g and int(g.group(1)) <= 10**9):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
