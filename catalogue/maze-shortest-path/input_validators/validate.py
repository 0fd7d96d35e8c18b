"""Input validator (ICPC format): exit 42 when stdin is a valid input, 43 otherwise."""
import re
import sys

lines = sys.stdin.buffer.read().split(b"\n")
header = re.fullmatch(rb"([1-9]\d?) ([1-9]\d?)", lines[0])
ok = header is not None and lines[-1] == b""
if ok:
    rows, cols = int(header.group(1)), int(header.group(2))
    grid = lines[1:-1]
    ok = (
        rows <= 40
        and cols <= 40
        and len(grid) == rows
        and all(re.fullmatch(rb"[.#SE]{%d}" % cols, row) for row in grid)
        and b"".join(grid).count(b"S") == 1
        and b"".join(grid).count(b"E") == 1
    )
sys.exit(42 if ok else 43)
