import sys
from collections import Counter

words = sys.stdin.read().split()[1:]
print("\n".join("YES" if Counter(a) == Counter(b) else "NO" for a, b in zip(words[::2], words[1::2])))
