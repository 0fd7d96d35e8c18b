"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

match = re.fullmatch(rb"([1-9]\d?) (0|[1-9]\d{0,4})\n([1-9]\d{0,4}(?: [1-9]\d{0,4})*)\n", sys.stdin.buffer.read())
ok = False
if match:
    k, amount = int(match.group(1)), int(match.group(2))
    coins = [int(c) for c in match.group(3).split(b" ")]
    ok = k <= 10 and amount <= 10_000 and len(coins) == k and len(set(coins)) == k and max(coins) <= 10_000
sys.exit(42 if ok else 43)
