"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 4 or lines[3] != b"":
        return False
    head = re.fullmatch(rb"([1-9]\d{0,5}) ([1-9]\d{0,5})", lines[0])
    nums = rb"(0|-?[1-9]\d{0,9})( (0|-?[1-9]\d{0,9}))*"
    if not head or not re.fullmatch(nums, lines[1]) or not re.fullmatch(nums, lines[2]):
        return False
    n, q = int(head.group(1)), int(head.group(2))
    a, xs = list(map(int, lines[1].split())), list(map(int, lines[2].split()))
    return (n <= 2 * 10**5 and q <= 10**5 and len(a) == n and len(xs) == q and a == sorted(a)
            and all(abs(v) <= 10**9 for v in a + xs))


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
