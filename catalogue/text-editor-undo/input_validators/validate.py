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
    length, history, removed = 0, [], 0
    for c in cmds:
        m = re.fullmatch(rb"type ([a-z]{1,20})|undo|(delete|print) ([1-9]\d{0,6})", c)
        if not m or (m.group(3) is not None and int(m.group(3)) > 10**6):
            return False
        if m.group(1):
            length += len(m.group(1))
            history.append(len(m.group(1)))
        elif m.group(2) == b"delete":
            k = min(int(m.group(3)), length)
            removed += k
            length -= k
            history.append(-k)
        elif c == b"undo" and history:
            length -= history.pop()
    return removed <= 2 * 10**5


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
