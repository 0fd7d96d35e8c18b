# Breaks ties by first appearance instead of alphabetical order.
import sys
from collections import Counter

counts = Counter(sys.stdin.read().split()[1:])
best = max(counts, key=counts.get)
print(best, counts[best])
