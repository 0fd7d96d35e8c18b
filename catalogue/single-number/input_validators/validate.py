"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    n = int(lines[0])
    if not (n < 2 * 10**5 and n % 2 == 1 and re.fullmatch(rb"(0|[1-9]\d{0,9})( (0|[1-9]\d{0,9}))*", lines[1])):
        return False
    a = list(map(int, lines[1].split()))
    if len(a) != n or any(v > 10**9 for v in a):
        return False
    counts = {}
    for v in a:
        counts[v] = counts.get(v, 0) + 1
    return sorted(counts.values()).count(1) == 1 and all(c in (1, 2) for c in counts.values())


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
