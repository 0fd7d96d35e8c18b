# Compares only the first two words.
import sys

words = sys.stdin.read().split()[1:]
a, b = words[0], words[1] if len(words) > 1 else words[0]
i = 0
while i < len(a) and i < len(b) and a[i] == b[i]:
    i += 1
print(a[:i] or "NONE")
