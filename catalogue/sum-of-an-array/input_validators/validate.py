"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

INT = rb"(0|-?[1-9]\d{0,9})"
data = sys.stdin.buffer.read()
match = re.fullmatch(rb"([1-9]\d{0,5})\n(" + INT + rb"( " + INT + rb")*)\n", data)
ok = False
if match:
    n = int(match.group(1))
    values = [int(v) for v in match.group(2).split(b" ")]
    ok = 1 <= n <= 200_000 and len(values) == n and all(abs(v) <= 10**9 for v in values)
sys.exit(42 if ok else 43)
