"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    head = re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5})", lines[0]) if lines else None
    if not head or lines[-1] != b"":
        return False
    n, q = int(head.group(1)), int(head.group(2))
    ups = [re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5}) (0|-?[1-9]\d{0,6})", line) for line in lines[1:-1]]
    return (n <= 2 * 10**5 and q <= 2 * 10**5 and len(ups) == q
            and all(u and int(u.group(1)) <= int(u.group(2)) <= n and abs(int(u.group(3))) <= 10**6 for u in ups))


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
