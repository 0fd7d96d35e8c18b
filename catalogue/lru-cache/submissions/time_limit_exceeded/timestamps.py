# Stamps each key with the time of its last use and, when full, looks through every key for the
# oldest stamp: O(C) per eviction.
import sys

lines = sys.stdin.read().split("\n")
c, q = map(int, lines[0].split())
values, used, out = {}, {}, []
for time, line in enumerate(lines[1:q + 1]):
    parts = line.split()
    k = int(parts[1])
    if parts[0] == "get":
        if k in values:
            used[k] = time
            out.append(str(values[k]))
        else:
            out.append("-1")
    else:
        if k not in values and len(values) == c:
            oldest = None
            for key in values:
                if oldest is None or used[key] < used[oldest]:
                    oldest = key
            del values[oldest]
            del used[oldest]
        values[k] = int(parts[2])
        used[k] = time
print("\n".join(out))
