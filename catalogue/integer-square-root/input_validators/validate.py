"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

lines = sys.stdin.buffer.read().split(b"\n")
ok = len(lines) >= 3 and lines[-1] == b"" and re.fullmatch(rb"[1-9]\d{0,2}", lines[0]) is not None
if ok:
    q = int(lines[0])
    numbers = lines[1:-1]
    ok = 1 <= q <= 100 and len(numbers) == q and all(
        re.fullmatch(rb"0|[1-9]\d{0,18}", n) and int(n) <= 10**18 for n in numbers
    )
sys.exit(42 if ok else 43)
