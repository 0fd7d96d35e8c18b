import sys

first, message = sys.stdin.read().split("\n")[:2]
s = int(first) % 26
out = []
for ch in message:
    if "a" <= ch <= "z":
        ch = chr((ord(ch) - 97 + s) % 26 + 97)
    elif "A" <= ch <= "Z":
        ch = chr((ord(ch) - 65 + s) % 26 + 65)
    out.append(ch)
print("".join(out))
