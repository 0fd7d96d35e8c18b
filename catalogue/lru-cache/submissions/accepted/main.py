import sys
from collections import OrderedDict


class LruCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.entries = OrderedDict()  # oldest first

    def get(self, k):
        if k not in self.entries:
            return -1
        self.entries.move_to_end(k)
        return self.entries[k]

    def put(self, k, v):
        if k in self.entries:
            self.entries.move_to_end(k)
        self.entries[k] = v
        if len(self.entries) > self.capacity:
            self.entries.popitem(last=False)


lines = sys.stdin.read().split("\n")
c, q = map(int, lines[0].split())
cache, out = LruCache(c), []
for line in lines[1:q + 1]:
    parts = line.split()
    if parts[0] == "get":
        out.append(str(cache.get(int(parts[1]))))
    else:
        cache.put(int(parts[1]), int(parts[2]))
sys.stdout.write("".join(s + "\n" for s in out))
