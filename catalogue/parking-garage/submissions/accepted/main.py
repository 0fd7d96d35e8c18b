import heapq
import sys


class Garage:
    def __init__(self, n):
        self.free = list(range(1, n + 1))  # already a heap
        self.spot_of = {}

    def park(self, plate):
        if plate in self.spot_of:
            return "ALREADY PARKED"
        if not self.free:
            return "FULL"
        self.spot_of[plate] = heapq.heappop(self.free)
        return str(self.spot_of[plate])

    def leave(self, plate):
        if plate not in self.spot_of:
            return "NOT FOUND"
        spot = self.spot_of.pop(plate)
        heapq.heappush(self.free, spot)
        return str(spot)

    def where(self, plate):
        return str(self.spot_of[plate]) if plate in self.spot_of else "NOT FOUND"


lines = sys.stdin.read().split("\n")
n, q = map(int, lines[0].split())
garage, out = Garage(n), []
for line in lines[1:q + 1]:
    cmd, plate = line.split()
    out.append(getattr(garage, cmd)(plate))
sys.stdout.write("".join(s + "\n" for s in out))
