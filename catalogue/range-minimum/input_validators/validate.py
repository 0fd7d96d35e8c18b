"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 4 or lines[-1] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5})", lines[0])
    if not head or not re.fullmatch(rb"(0|-?[1-9]\d{0,9})( (0|-?[1-9]\d{0,9}))*", lines[1]):
        return False
    n, q = int(head.group(1)), int(head.group(2))
    a = list(map(int, lines[1].split()))
    qs = [re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5})", line) for line in lines[2:-1]]
    return (n <= 10**5 and q <= 10**5 and len(a) == n and all(abs(x) <= 10**6 for x in a)
            and len(qs) == q and all(m and int(m.group(1)) <= int(m.group(2)) <= n for m in qs))


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
