import sys
from itertools import groupby

for s in sys.stdin.read().split()[1:]:
    print("".join(f"{ch}{len(list(run))}" for ch, run in groupby(s)))
