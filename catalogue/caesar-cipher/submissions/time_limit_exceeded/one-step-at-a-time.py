# Shifts every letter one place at a time, K times over: up to 10^9 steps per letter.
import sys

first, message = sys.stdin.read().split("\n")[:2]
k = int(first)
out = []
for ch in message:
    if ch.isalpha() and ch.isascii():
        base = 97 if ch.islower() else 65
        code = ord(ch) - base
        for _ in range(k):
            code = (code + 1) % 26
        ch = chr(code + base)
    out.append(ch)
print("".join(out))
