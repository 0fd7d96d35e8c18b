import sys
from bisect import bisect_right


class Settings:
    def __init__(self):
        self.times, self.values = {}, {}

    def set(self, key, value, t):
        self.times.setdefault(key, []).append(t)
        self.values.setdefault(key, []).append(value)

    def get(self, key, t):
        i = bisect_right(self.times.get(key, []), t)
        return self.values[key][i - 1] if i else "NONE"


lines = sys.stdin.read().split("\n")
q = int(lines[0])
settings, out = Settings(), []
for line in lines[1:q + 1]:
    p = line.split()
    if p[0] == "set":
        settings.set(p[1], p[2], int(p[3]))
    else:
        out.append(settings.get(p[1], int(p[2])))
sys.stdout.write("".join(s + "\n" for s in out))
