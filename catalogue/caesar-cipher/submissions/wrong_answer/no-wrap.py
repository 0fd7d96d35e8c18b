# Forgets to wrap around: letters near the end of the alphabet become other characters.
import sys

first, message = sys.stdin.read().split("\n")[:2]
s = int(first) % 26
print("".join(chr(ord(ch) + s) if ch.isalpha() else ch for ch in message))
