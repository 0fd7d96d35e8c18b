"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

lines = sys.stdin.buffer.read().split(b"\n")
ok = len(lines) >= 3 and lines[-1] == b"" and re.fullmatch(rb"[1-9]\d{0,2}", lines[0]) is not None
if ok:
    q = int(lines[0])
    queries = [re.fullmatch(rb"(0|[1-9]\d{0,18}) (0|[1-9]\d{0,18})", line) for line in lines[1:-1]]
    ok = 1 <= q <= 100 and len(queries) == q and all(
        m and int(m.group(1)) <= int(m.group(2)) <= 10**18 for m in queries
    )
sys.exit(42 if ok else 43)
