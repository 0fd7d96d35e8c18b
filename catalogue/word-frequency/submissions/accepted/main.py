import sys
from collections import Counter

counts = Counter(sys.stdin.read().split()[1:])
best = min(counts, key=lambda w: (-counts[w], w))
print(best, counts[best])
