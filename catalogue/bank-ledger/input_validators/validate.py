"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    q = int(lines[0])
    amount = rb"([1-9]\d{0,9})"
    name = rb"[a-z]{1,10}"
    pattern = re.compile(rb"(?:deposit|withdraw) " + name + rb" " + amount + rb"|transfer " + name + rb" " + name + rb" " + amount + rb"|balance " + name)
    cmds = lines[1:-1]
    if not (q <= 2 * 10**4 and len(cmds) == q):
        return False
    for c in cmds:
        m = pattern.fullmatch(c)
        if not m or any(g is not None and int(g) > 10**9 for g in m.groups()):
            return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
