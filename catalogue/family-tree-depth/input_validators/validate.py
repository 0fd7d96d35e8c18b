"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) != 3 or lines[2] != b"" or not re.fullmatch(rb"[1-9]\d{0,5}", lines[0]):
        return False
    n = int(lines[0])
    if n > 10**5 or not re.fullmatch(rb"(0|[1-9]\d{0,5})( (0|[1-9]\d{0,5}))*", lines[1]):
        return False
    p = list(map(int, lines[1].split()))
    if len(p) != n or p.count(0) != 1 or any(x > n for x in p):
        return False
    state = [0] * (n + 1)  # 0 unknown, 1 reaches the root
    for start in range(1, n + 1):
        path, x = [], start
        while x != 0 and state[x] == 0 and len(path) <= n:
            path.append(x)
            x = p[x - 1]
        if len(path) > n:
            return False
        for y in path:
            state[y] = 1
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
