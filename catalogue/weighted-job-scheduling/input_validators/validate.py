"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 3 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    n = int(lines[0])
    jobs = [re.fullmatch(rb"(0|[1-9]\d{0,9}) ([1-9]\d{0,9}) ([1-9]\d{0,6})", line) for line in lines[1:-1]]
    return (n <= 2 * 10**5 and len(jobs) == n
            and all(m and int(m.group(1)) < int(m.group(2)) <= 10**9 and int(m.group(3)) <= 10**6 for m in jobs))


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
