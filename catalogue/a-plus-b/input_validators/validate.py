"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

data = sys.stdin.buffer.read().decode("ascii", errors="replace")
match = re.fullmatch(r"(-?\d+) (-?\d+)\n", data)
ok = bool(match) and all(
    not re.fullmatch(r"-?0\d+|-0", g) and -2 * 10**9 <= int(g) <= 2 * 10**9 for g in match.groups()
)
sys.exit(42 if ok else 43)
