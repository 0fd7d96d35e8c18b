"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    n = int(lines[0])
    if n > 10**5:
        return False
    if n == 1:
        return lines[1] == b""
    if not re.fullmatch(rb"[1-9]\d{0,5}( [1-9]\d{0,5})*", lines[1]):
        return False
    m = [0, 0] + list(map(int, lines[1].split()))
    if len(m) != n + 1 or any(m[i] > n or m[i] == i for i in range(2, n + 1)):
        return False
    known = [False] * (n + 1)
    known[1] = True
    for start in range(2, n + 1):
        path, x = [], start
        while not known[x] and len(path) <= n:
            path.append(x)
            x = m[x]
        if len(path) > n:
            return False
        for y in path:
            known[y] = True
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
