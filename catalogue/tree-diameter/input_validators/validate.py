"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

def valid(data):
    lines = data.split(b"\n")
    if len(lines) < 2 or lines[-1] != b"" or not re.fullmatch(rb"[1-9]\d{0,4}", lines[0]):
        return False
    n = int(lines[0])
    edges = [re.fullmatch(rb"([1-9]\d{0,4}) ([1-9]\d{0,4})", line) for line in lines[1:-1]]
    if n > 2 * 10**4 or len(edges) != n - 1 or not all(m and int(m.group(1)) <= n and int(m.group(2)) <= n for m in edges):
        return False
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for m in edges:
        a, b = find(int(m.group(1))), find(int(m.group(2)))
        if a == b:
            return False
        parent[a] = b
    return True


sys.exit(42 if valid(sys.stdin.buffer.read()) else 43)
