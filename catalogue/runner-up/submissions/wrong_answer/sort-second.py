# Sorts and takes the second largest element, which may equal the top score.
import sys

n, *s = map(int, sys.stdin.read().split())
s.sort()
print(s[-2] if n > 1 else "NONE")
