"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 4 or lines[-1] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,4}) ([1-9]\d{0,4})", lines[0])
    num = rb"(0|-?[1-9]\d{0,9})"
    if not head or not re.fullmatch(num + rb"( " + num + rb")*", lines[1]):
        return False
    n, q = int(head.group(1)), int(head.group(2))
    a = list(map(int, lines[1].split()))
    if n > 2 * 10**4 or q > 2 * 10**4 or len(a) != n or any(abs(x) > 10**9 for x in a) or len(lines) - 3 != q:
        return False
    for c in lines[2:-1]:
        s = re.fullmatch(rb"set ([1-9]\d{0,4}) " + num, c)
        t = re.fullmatch(rb"sum ([1-9]\d{0,4}) ([1-9]\d{0,4})", c)
        if s and int(s.group(1)) <= n and abs(int(s.group(2))) <= 10**9:
            continue
        if t and int(t.group(1)) <= int(t.group(2)) <= n:
            continue
        return False
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
