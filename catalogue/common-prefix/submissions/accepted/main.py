import sys
import os

words = sys.stdin.read().split()[1:]
prefix = os.path.commonprefix(words)
print(prefix or "NONE")
