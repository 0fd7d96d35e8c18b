"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 4 or lines[3] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,4}) ([1-9]\d?)", lines[0])
    num = rb"(0|-?[1-9]\d{0,9})( (0|-?[1-9]\d{0,9}))*"
    if not head or not re.fullmatch(num, lines[1]) or not re.fullmatch(num, lines[2]):
        return False
    n, q = int(head.group(1)), int(head.group(2))
    a, ts = list(map(int, lines[1].split())), list(map(int, lines[2].split()))
    return (2 <= n <= 5 * 10**4 and q <= 20 and len(a) == n and len(ts) == q and a == sorted(a)
            and all(abs(x) <= 10**9 for x in a) and all(abs(t) <= 2 * 10**9 for t in ts))


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
