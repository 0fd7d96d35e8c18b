# Writes only the last digit of long runs' lengths.
import sys
from itertools import groupby

for s in sys.stdin.read().split()[1:]:
    print("".join(f"{ch}{len(list(run)) % 10}" for ch, run in groupby(s)))
