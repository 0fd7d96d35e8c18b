import math
import sys

data = sys.stdin.read().split()
print("\n".join(str(math.isqrt(int(n))) for n in data[1 : int(data[0]) + 1]))
